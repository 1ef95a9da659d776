import {
  MOVABLE_STATUSES,
  RESERVATION_CHANGE_MESSAGES,
  RESERVATION_MOVE_MESSAGES,
  RESERVATION_STATUS_LABELS,
  type OwnerBooking,
  type ReservationTablesBody,
} from '@flame/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { diningTables, reservations, reservationTables } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { EventBus } from '../../plugins/event-bus';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../tables/pg-errors';
import { publishReservationEvent } from '../tables/reservation-events';
import { bookingRestaurant } from '../tables/restaurant-context';
import { partnersOf } from '../tables/table-pairs';
import { ownerBookingsWhere } from './owner-bookings';

type ReservationRow = typeof reservations.$inferSelect;
type TableRow = typeof diningTables.$inferSelect;

const refuseTables = (message: string) => badRequest(message, { tables: [message] });

/**
 * The tables named by number, checked for the party: each must exist in the restaurant, together they must seat
 * it, and two or more must all be pushable together two by two (as assignment requires). Else a 400 naming
 * `tables`.
 */
async function chosenTables(
  tx: Transaction,
  restaurantId: string,
  numbers: readonly number[],
  partySize: number,
): Promise<TableRow[]> {
  const rows = await tx
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), inArray(diningTables.tableNumber, [...numbers])))
    .orderBy(diningTables.tableNumber);
  const missing = numbers.filter((n) => !rows.some((t) => t.tableNumber === n));
  if (missing.length > 0) throw refuseTables(RESERVATION_MOVE_MESSAGES.unknownTable(missing));
  const seats = rows.reduce((sum, t) => sum + t.seats, 0);
  if (seats < partySize) throw refuseTables(RESERVATION_MOVE_MESSAGES.tooSmall(seats, partySize));
  if (rows.length > 1) {
    const partners = await partnersOf(
      tx,
      rows.map((t) => t.id),
    );
    const joined = rows.every((a) => rows.every((b) => a === b || partners.get(a.id)?.includes(b.id)));
    if (!joined) throw refuseTables(RESERVATION_MOVE_MESSAGES.notCombinable);
  }
  return rows;
}

/**
 * Moves a booking that holds tables (booked or seated) onto others for the same stay: its rows of
 * `reservation_tables` are replaced in one transaction, so the exclusion guard refuses the new tables if any
 * other booking holds one of them at an overlapping moment (a 409), whatever the concurrency. The booking's row
 * is locked first, so two moves of one booking apply one after the other. No email: the guest's time and party
 * are unchanged.
 */
async function move(
  tx: Transaction,
  bus: EventBus,
  owner: Pick<SessionUser, 'id'>,
  restaurantId: string,
  id: string,
  { tables: numbers }: ReservationTablesBody,
  now: Date,
): Promise<ReservationRow> {
  const [current] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!current) throw notFound(RESERVATION_CHANGE_MESSAGES.notFound);
  if (!(MOVABLE_STATUSES as readonly string[]).includes(current.status)) {
    throw conflict(
      RESERVATION_MOVE_MESSAGES.notMovable(RESERVATION_STATUS_LABELS[current.status].toLowerCase()),
    );
  }
  const tables = await chosenTables(tx, restaurantId, numbers, current.guests);
  // Each table's lock, in id order, as every booking takes them: a per-table booking waits rather than deadlocks.
  for (const tableId of tables.map((t) => t.id).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tableId}, 0))`);
  }
  await tx.delete(reservationTables).where(eq(reservationTables.reservationId, id));
  const [row] = await tx
    .update(reservations)
    .set({ tableId: tables[0]!.id })
    .where(eq(reservations.id, id))
    .returning();
  await tx.insert(reservationTables).values(
    tables.map((table) => ({
      reservationId: id,
      tableId: table.id,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
    })),
  );
  await publishReservationEvent(bus, { type: 'moved', reservation: row!, actorId: owner.id, now }, tx);
  return row!;
}

/** `PATCH /api/reservations/{id}/tables` (the owner): the booking as the owner now sees it, on its new tables. */
export async function moveReservationTables(
  db: Database,
  bus: EventBus,
  owner: Pick<SessionUser, 'id'>,
  id: string,
  body: ReservationTablesBody,
  now: Date,
): Promise<OwnerBooking> {
  const restaurant = await bookingRestaurant(db);
  let row: ReservationRow;
  try {
    row = await db.transaction((tx) => move(tx, bus, owner, restaurant.id, id, body, now));
  } catch (error) {
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED) {
      throw conflict(RESERVATION_MOVE_MESSAGES.taken);
    }
    throw error;
  }
  const [booking] = await ownerBookingsWhere(db, eq(reservations.id, row.id), restaurant.timeZone);
  return booking!;
}
