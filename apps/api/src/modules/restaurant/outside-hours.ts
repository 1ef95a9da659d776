import {
  addDaysToIsoDate,
  hoursOnDate,
  isOpenOnCalendarAt,
  zonedDateAndMinutes,
  zonedInstant,
  type OpeningHour,
  type OutsideHoursDay,
  type SpecialDay,
  type SpecialDayAffected,
  type WeeklyHoursDecision,
} from '@flame/shared';
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, orders, reservations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { serviceScheduleOf } from './service-schedule';
import { specialDaysFrom } from './special-days-read';
import { readTogether } from '../../db/read-together';

type Executor = Pick<Database, 'select'>;

export interface ScheduledRestaurant {
  id: string;
  timeZone: string;
  openingHours: readonly OpeningHour[];
}

/** The orders still to be cooked: those a special day can leave out. */
const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready'] as const;

export const OUTSIDE_HOURS_MESSAGES = {
  orderNotFound: 'Order not found',
  reservationNotFound: 'Reservation not found',
  kept: 'Kept: nobody was told',
} as const;

/**
 * The day that leaves an instant outside the hours (weekly hours and special days read together, in the
 * restaurant's zone): the special day of its date, or when the date has none, the weekly hours as they are now
 * (changed since the booking was made: `_id` null). Undefined while the hours cover the instant.
 */
export function outsideHoursDayAt(
  restaurant: ScheduledRestaurant,
  days: readonly SpecialDay[],
  instant: Date,
): OutsideHoursDay | undefined {
  if (isOpenOnCalendarAt(restaurant.openingHours, days, instant, restaurant.timeZone)) return undefined;
  const { date } = zonedDateAndMinutes(instant, restaurant.timeZone);
  const day = days.find((candidate) => candidate.date === date);
  if (day) return { _id: day._id, date: day.date, isClosed: day.isClosed, note: day.note };
  return {
    _id: null,
    date,
    isClosed: hoursOnDate(restaurant.openingHours, [], date) === undefined,
    note: '',
  };
}

type WaitingOrder = { id: string; orderNumber: number; pickupTime: Date; status: string };
type WaitingReservation = { id: string; tableNumber: number; startsAt: Date; endsAt: Date; guests: number };

/**
 * The restaurant's open orders and active reservations from `start` (until `end` when given) that the owner has
 * not kept outside the hours, soonest first.
 */
async function waitingBookings(
  db: Executor,
  restaurantId: string,
  start: Date,
  end?: Date,
): Promise<[WaitingOrder[], WaitingReservation[]]> {
  return readTogether(db, [
    () =>
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          pickupTime: orders.pickupTime,
          status: orders.status,
        })
        .from(orders)
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            gte(orders.pickupTime, start),
            end && lt(orders.pickupTime, end),
            inArray(orders.status, [...OPEN_ORDER_STATUSES]),
            isNull(orders.outsideHoursKeptAt),
          ),
        )
        .orderBy(asc(orders.pickupTime)),
    () =>
      db
        .select({
          id: reservations.id,
          tableNumber: diningTables.tableNumber,
          startsAt: reservations.startsAt,
          endsAt: reservations.endsAt,
          guests: reservations.guests,
        })
        .from(reservations)
        .innerJoin(diningTables, eq(diningTables.id, reservations.tableId))
        .where(
          and(
            eq(diningTables.restaurantId, restaurantId),
            eq(reservations.status, 'active'),
            gte(reservations.startsAt, start),
            end && lt(reservations.startsAt, end),
            isNull(reservations.outsideHoursKeptAt),
          ),
        )
        .orderBy(asc(reservations.startsAt)),
  ]);
}

/** A reservation is left out when the hours miss its arrival or its last minute at the table. */
const lastMinuteOf = (ends: Date) => new Date(ends.getTime() - 60_000);

/** The bookings `leftOut` picks, as the owner's lists show them. */
function toAffected(
  [orderRows, reservationRows]: [WaitingOrder[], WaitingReservation[]],
  leftOut: (instant: Date) => boolean,
): SpecialDayAffected {
  return {
    orders: orderRows
      .filter((row) => leftOut(row.pickupTime))
      .map((row) => ({
        _id: row.id,
        orderNumber: row.orderNumber,
        pickupTime: row.pickupTime.toISOString(),
        status: row.status,
      })),
    reservations: reservationRows
      .filter((row) => leftOut(row.startsAt) || leftOut(lastMinuteOf(row.endsAt)))
      .map((row) => ({
        _id: row.id,
        tableNumber: row.tableNumber,
        startsAt: row.startsAt.toISOString(),
        guests: row.guests,
      })),
  };
}

/**
 * The open orders and active reservations of a special day's date that its hours (read with the other special
 * days around it) leave out and that the owner has not kept: listed for the owner to decide on, never cancelled
 * here.
 */
export async function affectedBy(
  db: Executor,
  restaurant: ScheduledRestaurant,
  day: SpecialDay,
  days: readonly SpecialDay[],
): Promise<SpecialDayAffected> {
  const { timeZone } = restaurant;
  const start = zonedInstant(day.date, 0, timeZone);
  const end = zonedInstant(addDaysToIsoDate(day.date, 1), 0, timeZone);
  const covered = (instant: Date) => isOpenOnCalendarAt(restaurant.openingHours, days, instant, timeZone);
  return toAffected(await waitingBookings(db, restaurant.id, start, end), (instant) => !covered(instant));
}

/**
 * The coming dates without a special day (today's on) whose weekly hours, changed after the bookings were made,
 * leave out open orders or active reservations the owner has not kept: one entry a date, soonest first, listed
 * for the owner to decide on, never cancelled here. A date with a special day is that day's to list.
 */
export async function weeklyHoursDecisions(
  db: Executor,
  restaurant: ScheduledRestaurant,
  today: string,
): Promise<WeeklyHoursDecision[]> {
  const { timeZone, openingHours } = restaurant;
  const [days, bookings] = await readTogether(db, [
    () => specialDaysFrom(db, restaurant.id, addDaysToIsoDate(today, -1)),
    () => waitingBookings(db, restaurant.id, zonedInstant(today, 0, timeZone)),
  ]);
  const dateOf = (instant: Date) => zonedDateAndMinutes(instant, timeZone).date;
  const special = new Set(days.map((day) => day.date));
  const affected = toAffected(
    bookings,
    (instant) => !special.has(dateOf(instant)) && !isOpenOnCalendarAt(openingHours, days, instant, timeZone),
  );
  const dates = [
    ...new Set([
      ...affected.orders.map((order) => dateOf(new Date(order.pickupTime))),
      ...affected.reservations.map((reservation) => dateOf(new Date(reservation.startsAt))),
    ]),
  ].sort();
  return dates.map((date) => ({
    date,
    isClosed: hoursOnDate(openingHours, [], date) === undefined,
    note: '',
    affected: {
      orders: affected.orders.filter((order) => dateOf(new Date(order.pickupTime)) === date),
      reservations: affected.reservations.filter(
        (reservation) => dateOf(new Date(reservation.startsAt)) === date,
      ),
    },
  }));
}

/**
 * The owner keeps an order of their restaurant that a special day leaves outside the hours: the decision is
 * stored on the order, so it is no longer listed, and nobody is told.
 */
export async function keepOrderOutsideHours(
  db: Database,
  restaurantId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(orders)
    .set({ outsideHoursKeptAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)))
    .returning({ id: orders.id });
  if (!row) throw notFound(OUTSIDE_HOURS_MESSAGES.orderNotFound);
}

/** The same for a reservation at one of the restaurant's tables. */
export async function keepReservationOutsideHours(
  db: Database,
  restaurantId: string,
  reservationId: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(reservations)
    .set({ outsideHoursKeptAt: now })
    .where(
      and(
        eq(reservations.id, reservationId),
        inArray(
          reservations.tableId,
          db
            .select({ id: diningTables.id })
            .from(diningTables)
            .where(eq(diningTables.restaurantId, restaurantId)),
        ),
      ),
    )
    .returning({ id: reservations.id });
  if (!row) throw notFound(OUTSIDE_HOURS_MESSAGES.reservationNotFound);
}

/**
 * For each of these orders of one restaurant, the day (special, or of weekly hours changed since) leaving its
 * pickup time outside the hours while the owner has not decided on it (kept or cancelled); none for the others.
 */
export async function outsideHoursOfOrders(
  db: Executor,
  restaurantId: string,
  rows: readonly (typeof orders.$inferSelect)[],
): Promise<Map<string, OutsideHoursDay>> {
  const waiting = rows.filter(
    (row) => OPEN_ORDER_STATUSES.some((status) => status === row.status) && row.outsideHoursKeptAt === null,
  );
  const found = new Map<string, OutsideHoursDay>();
  if (waiting.length === 0) return found;
  const earliest = new Date(Math.min(...waiting.map((row) => row.pickupTime.getTime())));
  // The schedule from the earliest pickup's day on (and the day before, for a night past midnight).
  const { hours, specialDays: days, timeZone } = await serviceScheduleOf(db, restaurantId, earliest);
  const schedule = { id: restaurantId, timeZone, openingHours: hours };
  for (const row of waiting) {
    const day = outsideHoursDayAt(schedule, days, row.pickupTime);
    if (day) found.set(row.id, day);
  }
  return found;
}
