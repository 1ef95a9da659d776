import type { DiningTable } from '@flame/shared';

/** Spec section 2 'Tables': search by table number or description, case-insensitive and trimmed. */
export function searchTables(tables: readonly DiningTable[], query: string): DiningTable[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...tables];
  return tables.filter(
    (table) => String(table.tableNumber).includes(needle) || table.description.toLowerCase().includes(needle),
  );
}

/** The number an added table starts with: one past the highest. */
export function nextTableNumber(tables: readonly DiningTable[]): number {
  return tables.reduce((highest, table) => Math.max(highest, table.tableNumber), 0) + 1;
}
