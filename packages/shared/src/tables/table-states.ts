// A table's states and their labels, without zod, for pages that show tables without the schemas (`./tables`).

/** A table's state at the chosen time, relative to the caller. */
export const TABLE_STATES = ['available', 'mine', 'reserved'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  available: 'Available',
  mine: 'Your Table',
  reserved: 'Reserved',
};
