import {
  formatClock,
  zonedDateAndMinutes,
  type DiningTable,
  type Reservation,
  type ReservedBy,
  type TableState,
} from '@flame/shared';
import type { diningTables, reservations } from '../../db/schema';

export type TableRow = typeof diningTables.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The table of a reservation that holds one: every reservation but a request has its (first) table, which the
 * database's check `reservations_table_unless_requested` keeps true.
 */
export function tableIdOf(row: Pick<ReservationRow, 'id' | 'tableId'>): string {
  if (row.tableId === null) throw new Error(`Reservation ${row.id} holds no table`);
  return row.tableId;
}

type HeldTable = Pick<TableRow, 'id' | 'tableNumber' | 'seats'>;

/**
 * A reservation as its owner or the restaurant owner sees it, with times read in the restaurant's zone: `table`
 * is its (first) table, `held` every table it holds (a combination's several), whose seats it counts.
 */
export function toReservation(
  row: ReservationRow,
  table: HeldTable,
  reservedBy: ReservedBy,
  timeZone: string,
  held: readonly HeldTable[] = [table],
): Reservation {
  const { date, minutes } = zonedDateAndMinutes(row.startsAt, timeZone);
  return {
    _id: row.id,
    tableId: table.id,
    tableNumber: table.tableNumber,
    tables: held.map((t) => ({ _id: t.id, tableNumber: t.tableNumber })),
    seats: held.reduce((sum, t) => sum + t.seats, 0),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reservedDate: date,
    reservedTime: formatClock(minutes),
    reservedFor: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / HOUR_MS),
    guests: row.guests,
    purpose: row.purpose,
    reservedBy,
  };
}

/** What the caller may know of the reservation that holds a table at the chosen time. */
export interface VisibleReservation {
  state: Exclude<TableState, 'available'>;
  /** Null when the caller may not see who reserved it. */
  detail: Reservation | null;
}

export function toDiningTable(
  table: TableRow,
  holding: VisibleReservation | undefined,
  availableUntil: Date | undefined,
  combinableWith: string[],
): DiningTable {
  return {
    _id: table.id,
    tableNumber: table.tableNumber,
    seats: table.seats,
    description: table.description,
    imageUrl: table.image,
    state: holding?.state ?? 'available',
    reserved: holding !== undefined,
    reservedBy: holding?.detail?.reservedBy ?? null,
    reservation: holding?.detail ?? null,
    availableUntil: holding === undefined && availableUntil ? availableUntil.toISOString() : null,
    combinableWith,
  };
}
