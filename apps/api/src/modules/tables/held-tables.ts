import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservationTables } from '../../db/schema';
import type { TableRow } from './table-dto';

/**
 * Every table each of `ids` holds or held (a combination's several; a cancelled booking keeps its rows), smallest
 * number first.
 */
export async function heldTablesOf(db: Database, ids: readonly string[]): Promise<Map<string, TableRow[]>> {
  const byReservation = new Map<string, TableRow[]>();
  if (ids.length === 0) return byReservation;
  const rows = await db
    .select({ reservationId: reservationTables.reservationId, table: diningTables })
    .from(reservationTables)
    .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
    .where(inArray(reservationTables.reservationId, [...ids]))
    .orderBy(asc(diningTables.tableNumber));
  for (const { reservationId, table } of rows) {
    byReservation.set(reservationId, [...(byReservation.get(reservationId) ?? []), table]);
  }
  return byReservation;
}
