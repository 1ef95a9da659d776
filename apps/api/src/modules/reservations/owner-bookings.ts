import {
  addDaysToIsoDate,
  formatClock,
  zonedDateAndMinutes,
  zonedInstant,
  zonedToday,
  type OwnerBooking,
  type ReservationDay,
} from '@flame/shared';
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservations, reservationTables, users } from '../../db/schema';
import { bookingRestaurant } from '../tables/restaurant-context';
import { partnersOf } from '../tables/table-pairs';
import { emailOfGuest, nameOfGuest, noShowsOfGuest, phoneOfGuest } from './guest-record';
import { readPartyBookingContext, serviceStartOn } from './party-rules';

type Reader = Pick<Database, 'select'>;

/** The bookings `where` picks, as the owner sees them: guest, phone, no-shows and every table held. */
export async function ownerBookingsWhere(db: Reader, where: SQL, timeZone: string): Promise<OwnerBooking[]> {
  const rows = await db
    .select({
      reservation: reservations,
      name: nameOfGuest,
      email: emailOfGuest,
      phone: phoneOfGuest,
      noShows: noShowsOfGuest,
    })
    .from(reservations)
    .leftJoin(users, eq(users.id, reservations.userId))
    .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .where(where)
    .orderBy(asc(reservations.startsAt), asc(reservations.createdAt));
  const ids = rows.map((r) => r.reservation.id);
  const held =
    ids.length === 0
      ? []
      : await db
          .select({
            reservationId: reservationTables.reservationId,
            _id: diningTables.id,
            tableNumber: diningTables.tableNumber,
          })
          .from(reservationTables)
          .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
          .where(inArray(reservationTables.reservationId, ids))
          .orderBy(asc(diningTables.tableNumber));
  return rows.map(({ reservation: r, name, email, phone, noShows }) => ({
    _id: r.id,
    status: r.status,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    time: formatClock(zonedDateAndMinutes(r.startsAt, timeZone).minutes),
    partySize: r.guests,
    tables: held
      .filter((t) => t.reservationId === r.id)
      .map(({ _id, tableNumber }) => ({ _id, tableNumber })),
    name,
    email,
    phone,
    // A per-table booking names its purpose; a party booking its occasion (its purpose is that or 'General').
    occasion: r.occasion ?? r.purpose,
    note: r.note,
    noShows,
    cancelReason: r.cancelReason,
    source: r.source,
  }));
}

/**
 * `GET /api/reservations/day`: the restaurant's tables with their partners (the date left out: the restaurant's
 * today) and every booking of that date's service, requests and ended ones included, soonest first: arriving from
 * the start of its service (`serviceStartsAt`: its midnight, or the night before's closing when that runs past
 * midnight) to the start of the next date's, so a night open until 1:00 AM holds its 12:15 AM arrivals. Before
 * them, the bookings of an earlier service still booked or seated past that date's midnight, as they hold tables.
 */
export async function reservationDay(
  db: Database,
  wanted: string | undefined,
  now: Date,
): Promise<ReservationDay> {
  const restaurant = await bookingRestaurant(db);
  const date = wanted ?? zonedToday(now, restaurant.timeZone);
  const ctx = await readPartyBookingContext(db, now, date);
  const midnight = zonedInstant(date, 0, restaurant.timeZone);
  const from = serviceStartOn(ctx, date);
  const to = serviceStartOn(ctx, addDaysToIsoDate(date, 1));
  const [tables, bookings] = await Promise.all([
    db
      .select({ _id: diningTables.id, tableNumber: diningTables.tableNumber, seats: diningTables.seats })
      .from(diningTables)
      .where(eq(diningTables.restaurantId, restaurant.id))
      .orderBy(asc(diningTables.tableNumber)),
    ownerBookingsWhere(
      db,
      and(
        or(
          gte(reservations.startsAt, from),
          // A booking of an earlier service still holding its tables after this day's midnight (a late sitting).
          and(inArray(reservations.status, ['active', 'seated']), gt(reservations.endsAt, midnight)),
        ),
        lt(reservations.startsAt, to),
        // A request has no table yet; every other booking is of this restaurant's tables.
        or(isNull(reservations.tableId), eq(diningTables.restaurantId, restaurant.id)),
      )!,
      restaurant.timeZone,
    ),
  ]);
  const partners = await partnersOf(
    db,
    tables.map((t) => t._id),
  );
  return {
    date,
    timeZone: restaurant.timeZone,
    serviceStartsAt: from.toISOString(),
    tables: tables.map((t) => ({ ...t, combinableWith: partners.get(t._id) ?? [] })),
    bookings,
  };
}
