import {
  addDaysToIsoDate,
  isOpenOnCalendarAt,
  zonedDateAndMinutes,
  zonedInstant,
  type OpeningHour,
  type OutsideHoursDay,
  type SpecialDay,
  type SpecialDayAffected,
} from '@flame/shared';
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, orders, reservations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { serviceScheduleOf } from './service-schedule';
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
 * The special day that leaves an instant outside the hours: the one of the instant's date, in the restaurant's
 * zone, when the hours of every special day around it no longer cover the instant. Undefined when the date has
 * no special day (the weekly hours were the customer's to respect when booking) or it covers the instant.
 */
export function outsideHoursDayAt(
  restaurant: ScheduledRestaurant,
  days: readonly SpecialDay[],
  instant: Date,
): SpecialDay | undefined {
  const { date } = zonedDateAndMinutes(instant, restaurant.timeZone);
  const day = days.find((candidate) => candidate.date === date);
  if (!day) return undefined;
  return isOpenOnCalendarAt(restaurant.openingHours, days, instant, restaurant.timeZone) ? undefined : day;
}

export function toOutsideHoursDay(day: SpecialDay): OutsideHoursDay {
  return { _id: day._id, date: day.date, isClosed: day.isClosed, note: day.note };
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
  const [orderRows, reservationRows] = await readTogether(db, [
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
            eq(orders.restaurantId, restaurant.id),
            gte(orders.pickupTime, start),
            lt(orders.pickupTime, end),
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
            eq(diningTables.restaurantId, restaurant.id),
            eq(reservations.status, 'active'),
            gte(reservations.startsAt, start),
            lt(reservations.startsAt, end),
            isNull(reservations.outsideHoursKeptAt),
          ),
        )
        .orderBy(asc(reservations.startsAt)),
  ]);
  const lastMinuteOf = (ends: Date) => new Date(ends.getTime() - 60_000);
  return {
    orders: orderRows
      .filter((row) => !covered(row.pickupTime))
      .map((row) => ({
        _id: row.id,
        orderNumber: row.orderNumber,
        pickupTime: row.pickupTime.toISOString(),
        status: row.status,
      })),
    reservations: reservationRows
      .filter((row) => !covered(row.startsAt) || !covered(lastMinuteOf(row.endsAt)))
      .map((row) => ({
        _id: row.id,
        tableNumber: row.tableNumber,
        startsAt: row.startsAt.toISOString(),
        guests: row.guests,
      })),
  };
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
 * For each of these orders of one restaurant, the special day leaving its pickup time outside the hours while
 * the owner has not decided on it (kept or cancelled); null for the others.
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
    if (day) found.set(row.id, toOutsideHoursDay(day));
  }
  return found;
}
