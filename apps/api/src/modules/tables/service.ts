import {
  BOOKING_DEFAULT_GUESTS,
  BOOKING_MESSAGES,
  bookingProblem,
  isIsoDate,
  parseBookingTime,
  RESTAURANT_INACTIVE_MESSAGES,
  zonedInstant,
  type BookTableBody,
  type SpecialDayHours,
  type Reservation,
  type UnbookBody,
} from '@flame/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservations, users } from '../../db/schema';
import type { CustomerLimits } from '../../lib/customer-limits';
import { assertNotBlockedAtTable } from '../../lib/customer-blocks';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isOwnerOf } from '../../lib/site-restaurant';
import type { EventBus } from '../../plugins/event-bus';
import type { SessionUser } from '../../lib/sessions';
import { emailOfGuest, nameOfGuest, noShowsOfGuest, phoneOfGuest } from '../reservations/guest-record';
import { specialDaysFrom } from '../restaurant/special-days-read';
import { queueMail } from '../mail/outbox';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, FOREIGN_KEY_VIOLATION, sqlState } from './pg-errors';
import { assertAccountMayBook } from './account-bookings';
import { heldTablesOf } from './held-tables';
import { announceCancellation } from './cancellation-notice';
import { publishReservationEvent } from './reservation-events';
import { assertPacingAllows, PacingFull, pacingRefusal } from './per-table-pacing';
import { bookingRestaurant, type BookingRestaurant } from './restaurant-context';
import { tableIdOf, toReservation } from './table-dto';

export type Viewer = Pick<SessionUser, 'id' | 'role' | 'name' | 'email'> | null;

const HOUR_MS = 60 * 60 * 1000;

async function insertReservation(
  db: Database,
  bus: EventBus,
  limits: CustomerLimits,
  restaurant: BookingRestaurant,
  values: typeof reservations.$inferInsert & { tableId: string; guests: number; userId: string },
  recipient: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // The account's bookings are counted and written one at a time (its row lock), so racing bookings
    // cannot all pass the limit. Reservations that have not ended count, the one being booked included.
    await assertAccountMayBook(tx, values.userId, limits, now);
    await assertNotBlockedAtTable(tx, values.tableId, values.userId);
    await assertPacingAllows(tx, restaurant, values);
    // Bookings of one table queue on a lock of that table for their short transaction, so overlapping inserts
    // never wait on each other inside the exclusion check, where PostgreSQL deadlocks them under load. The
    // exclusion constraint stays the guarantee; the lock only puts the racers in line. (Always the account's
    // lock first, then the restaurant's booking lock when paced, then the table's.)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${values.tableId}, 0))`);
    const [row] = await tx
      .insert(reservations)
      .values({ ...values, createdAt: now })
      .returning();
    await queueMail(tx, { kind: 'reservation_booked', recipient, payload: { reservationId: row!.id } }, now);
    await publishReservationEvent(
      bus,
      { type: 'booked', reservation: row!, actorId: values.userId, now },
      tx,
    );
    return row!;
  });
}

/** The special day of a booking's date, if it has one (a date that is not real has none). */
async function specialDaysOf(db: Database, restaurantId: string, date: string): Promise<SpecialDayHours[]> {
  if (!isIsoDate(date)) return [];
  return (await specialDaysFrom(db, restaurantId, date)).filter((day) => day.date === date);
}

/**
 * Books a table: the shared rules first (not in the past, inside opening hours, 1 to 8 hours,
 * guests up to the seats), then one INSERT. Overlaps are refused by the database's exclusion constraint
 * `reservations_no_overlap`, not by a read beforehand, so no two requests can both win whatever the timing.
 * Pacing holds as for party bookings: guests arriving in one quarter hour within `coversPer15Minutes`, counted
 * under the restaurant's booking lock; past it a 409 with the nearest slots that fit (`nearestTimes`, '7:30 PM').
 * One account holds at most `limits.upcomingReservations` reservations that have not ended (409 past it).
 */
export async function bookTable(
  db: Database,
  bus: EventBus,
  limits: CustomerLimits,
  user: NonNullable<Viewer>,
  body: BookTableBody,
  now: Date,
): Promise<Reservation> {
  const restaurant = await bookingRestaurant(db);
  if (!restaurant.isActive) throw conflict(RESTAURANT_INACTIVE_MESSAGES.bookings);
  const [table] = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.id, body.tableId), eq(diningTables.restaurantId, restaurant.id)))
    .limit(1);
  if (!table) throw notFound('Table not found');

  const minutes = parseBookingTime(body.reservedTime) ?? Number.NaN;
  const guests = body.guests ?? Math.min(BOOKING_DEFAULT_GUESTS, table.seats);
  const specialDays = await specialDaysOf(db, restaurant.id, body.reservedDate);
  const problem = bookingProblem(
    { date: body.reservedDate, minutes, duration: body.reservedFor, guests },
    {
      hours: restaurant.hours,
      timeZone: restaurant.timeZone,
      now,
      seats: table.seats,
      specialDays,
    },
  );
  if (problem) throw badRequest(problem.message, { [problem.field]: [problem.message] });

  const startsAt = zonedInstant(body.reservedDate, minutes, restaurant.timeZone);
  const endsAt = new Date(startsAt.getTime() + body.reservedFor * HOUR_MS);
  try {
    const row = await insertReservation(
      db,
      bus,
      limits,
      restaurant,
      {
        id: newId(),
        tableId: table.id,
        userId: user.id,
        startsAt,
        endsAt,
        guests,
        purpose: body.purpose,
        phone: body.phone || null,
      },
      user.email,
      now,
    );
    return toReservation(row, table, { name: user.name, email: user.email }, restaurant.timeZone);
  } catch (error) {
    if (error instanceof PacingFull) {
      const stay = {
        tableId: table.id,
        date: body.reservedDate,
        minutes,
        startsAt,
        hours: body.reservedFor,
        guests,
      };
      throw await pacingRefusal(db, restaurant, stay, table.seats, specialDays, now);
    }
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED)
      throw conflict(BOOKING_MESSAGES.conflict);
    if (state === FOREIGN_KEY_VIOLATION) throw notFound('Table not found');
    throw error;
  }
}

/**
 * Cancels a reservation that has not ended yet: by its id, or by its table (then the caller's current or next
 * one there). A customer reaches only their own, the owner every reservation of the restaurant. Someone else's
 * reservation answers as not found, so its existence is not told either.
 */
export async function cancelReservation(
  db: Database,
  bus: EventBus,
  user: NonNullable<Viewer>,
  body: UnbookBody,
  now: Date,
): Promise<Reservation> {
  const restaurant = await bookingRestaurant(db);
  const anyone = isOwnerOf(user, restaurant);
  const conditions = [
    eq(diningTables.restaurantId, restaurant.id),
    eq(reservations.status, 'active'),
    gt(reservations.endsAt, now),
  ];
  if (body.reservationId) conditions.push(eq(reservations.id, body.reservationId));
  if (body.tableId) conditions.push(eq(reservations.tableId, body.tableId));
  if (!anyone) conditions.push(eq(reservations.userId, user.id));

  const [target] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .where(and(...conditions))
    .orderBy(asc(reservations.startsAt))
    .limit(1);
  if (!target) throw notFound('No upcoming reservation found to cancel');

  const { row, detail } = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(reservations)
      // The reason is the restaurant's word to the guest; a guest cancelling their own booking keeps none.
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: anyone ? body.reason : '' })
      .where(and(eq(reservations.id, target.id), eq(reservations.status, 'active')))
      .returning();
    if (!cancelled) throw notFound('No upcoming reservation found to cancel');
    const [booker] = await tx
      .select({ table: diningTables, name: nameOfGuest, email: emailOfGuest })
      .from(reservations)
      .innerJoin(diningTables, eq(diningTables.id, tableIdOf(cancelled)))
      .leftJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, cancelled.id));
    await announceCancellation(tx, bus, cancelled, booker!.email, user.id, now);
    return { row: cancelled, detail: booker };
  });
  const held = await heldTablesOf(db, [row.id]);
  return toReservation(
    row,
    detail!.table,
    { name: detail!.name, email: detail!.email },
    restaurant.timeZone,
    held.get(row.id),
  );
}

/**
 * Reservations that have not ended yet, soonest first: the caller's own ('mine'), or everyone's with the
 * customers' names and emails ('all', for the owner: its route runs `requireOwner`).
 */
export async function upcomingReservations(
  db: Database,
  user: NonNullable<Viewer>,
  scope: 'mine' | 'all',
  now: Date,
): Promise<Reservation[]> {
  const restaurant = await bookingRestaurant(db);
  const userId = scope === 'mine' ? user.id : undefined;
  const conditions = [
    eq(diningTables.restaurantId, restaurant.id),
    eq(reservations.status, 'active'),
    gt(reservations.endsAt, now),
  ];
  if (userId) conditions.push(eq(reservations.userId, userId));
  const rows = await db
    .select({
      reservation: reservations,
      table: diningTables,
      name: nameOfGuest,
      email: emailOfGuest,
      phone: phoneOfGuest,
      noShows: noShowsOfGuest,
    })
    .from(reservations)
    .innerJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .leftJoin(users, eq(users.id, reservations.userId))
    .where(and(...conditions))
    .orderBy(asc(reservations.startsAt), asc(diningTables.tableNumber));
  const held = await heldTablesOf(
    db,
    rows.map((r) => r.reservation.id),
  );
  return rows.map((r) => ({
    ...toReservation(
      r.reservation,
      r.table,
      { name: r.name, email: r.email },
      restaurant.timeZone,
      held.get(r.reservation.id),
    ),
    // The guest's own list shows neither: the owner needs a phone to call and the guest's record.
    ...(scope === 'all' ? { phone: r.phone, noShows: r.noShows } : {}),
  }));
}
