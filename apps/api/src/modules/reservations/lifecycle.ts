import {
  RESERVATION_CHANGE_MESSAGES,
  RESERVATION_STATUS_LABELS,
  STATUS_CHANGE_FROM,
  type OwnerBooking,
  type ReservationStatusBody,
} from '@flame/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { reservations, reservationTables } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import { announceCancellation } from '../tables/cancellation-notice';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../tables/pg-errors';
import { publishReservationEvent } from '../tables/reservation-events';
import { bookingRestaurant } from '../tables/restaurant-context';
import { freeTables, readBook } from './book-state';
import { guestEmailOf } from './guest-record';
import { ownerBookingsWhere } from './owner-bookings';
import { assignTables } from './table-assignment';

type ReservationRow = typeof reservations.$inferSelect;
type Owner = Pick<SessionUser, 'id'>;

/** Why a change found no row: the booking does not exist (404), or it is no longer in a state the change leaves. */
async function refusal(db: Database, id: string, status: ReservationStatusBody['status']): Promise<never> {
  const [current] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id));
  if (!current) throw notFound(RESERVATION_CHANGE_MESSAGES.notFound);
  const now = RESERVATION_STATUS_LABELS[current.status].toLowerCase();
  throw conflict(
    `This booking is ${now} and cannot be ${status === 'confirmed' ? 'accepted' : `marked ${status}`}`,
  );
}

/**
 * Seated, completed, no-show, cancelled or declined: one UPDATE whose WHERE names the states the change may
 * leave, so of two racing changes one finds the row and the other none (a 409). The tables follow the status
 * (trigger `reservation_tables_follow`): a seated party keeps them, every other end frees them.
 */
async function setStatus(
  tx: Transaction,
  bus: EventBus,
  owner: Owner,
  id: string,
  { status, reason }: ReservationStatusBody,
  now: Date,
): Promise<ReservationRow | undefined> {
  const ending = status === 'cancelled' || status === 'declined';
  const [row] = await tx
    .update(reservations)
    .set({
      status: status === 'confirmed' ? 'active' : status,
      ...(ending ? { cancelledAt: now, cancelReason: reason } : {}),
    })
    .where(and(eq(reservations.id, id), inArray(reservations.status, [...STATUS_CHANGE_FROM[status]])))
    .returning();
  if (!row) return undefined;
  if (status === 'cancelled') {
    await announceCancellation(tx, bus, row, await guestEmailOf(tx, row), owner.id, now);
  } else if (status === 'seated' || status === 'completed' || status === 'no-show') {
    // Other open dashboards redraw the day at once.
    await publishReservationEvent(bus, { type: status, reservation: row, actorId: owner.id, now }, tx);
  } else if (status === 'declined') {
    // A request was never announced (it holds no table); its guest hears the answer by email.
    const recipient = await guestEmailOf(tx, row);
    if (recipient) {
      await queueMail(tx, { kind: 'reservation_declined', recipient, payload: { reservationId: id } }, now);
    }
  }
  return row;
}

/**
 * Accepts a request: the tables are assigned as for a party booking (smallest single table, else the smallest
 * combination), under the restaurant's party-booking lock and each table's lock; the owner decides on pacing,
 * so pacing is not checked. The UPDATE still requires 'requested', and every table goes through the exclusion
 * guard. The guest gets the booking's confirmation.
 */
async function acceptRequest(
  tx: Transaction,
  bus: EventBus,
  owner: Owner,
  restaurantId: string,
  id: string,
  now: Date,
): Promise<ReservationRow | undefined> {
  const [request] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.status, 'requested')));
  if (!request) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`party-book:${restaurantId}`}, 0))`);
  const book = await readBook(tx, restaurantId, request.startsAt, request.endsAt, request.endsAt);
  const tables = assignTables(freeTables(book, request.startsAt, request.endsAt), request.guests);
  if (!tables) throw conflict(RESERVATION_CHANGE_MESSAGES.noTables);
  for (const tableId of tables.map((t) => t.id).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tableId}, 0))`);
  }
  const [row] = await tx
    .update(reservations)
    .set({ status: 'active', tableId: tables[0]!.id })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'requested')))
    .returning();
  if (!row) return undefined;
  // The insert trigger writes a booking's first table; an accepted request was inserted with none.
  await tx.insert(reservationTables).values(
    tables.map((table) => ({
      reservationId: id,
      tableId: table.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    })),
  );
  const recipient = await guestEmailOf(tx, row);
  if (recipient) {
    await queueMail(tx, { kind: 'reservation_booked', recipient, payload: { reservationId: id } }, now);
  }
  await publishReservationEvent(bus, { type: 'booked', reservation: row, actorId: owner.id, now }, tx);
  return row;
}

/** `PATCH /api/reservations/{id}/status` (the owner): the booking as the owner now sees it. */
export async function changeReservationStatus(
  db: Database,
  bus: EventBus,
  owner: Owner,
  id: string,
  body: ReservationStatusBody,
  now: Date,
): Promise<OwnerBooking> {
  const restaurant = await bookingRestaurant(db);
  let row: ReservationRow | undefined;
  try {
    row = await db.transaction((tx) =>
      body.status === 'confirmed'
        ? acceptRequest(tx, bus, owner, restaurant.id, id, now)
        : setStatus(tx, bus, owner, id, body, now),
    );
  } catch (error) {
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED) {
      throw conflict(RESERVATION_CHANGE_MESSAGES.noTables);
    }
    throw error;
  }
  if (!row) return refusal(db, id, body.status);
  const [booking] = await ownerBookingsWhere(db, eq(reservations.id, row.id), restaurant.timeZone);
  return booking!;
}
