import {
  addDaysToIsoDate,
  halfHourMinutes,
  isOpenOnCalendarAt,
  zonedInstant,
  zonedToday,
  type OpeningHour,
  type SpecialDay,
  type SpecialDayAffected,
  type SpecialDayBody,
} from '@flame/shared';
import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, orders, reservations, specialDays } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { lockServiceSchedule, refreshSoldOutEnds } from './sold-out-ends';
import { toSpecialDay } from './special-days-read';

export const SPECIAL_DAY_MESSAGES = {
  past: 'Choose today or a later date',
  taken: 'This date already has special hours. Remove them first to set new ones.',
  notFound: 'Special day not found',
} as const;

/**
 * The orders and reservations of a date that its new hours no longer cover: listed for the owner to decide on,
 * never cancelled here.
 */
async function affectedBy(
  db: Pick<Database, 'select'>,
  restaurant: { id: string; timeZone: string; openingHours: OpeningHour[] },
  day: SpecialDay,
): Promise<SpecialDayAffected> {
  const { timeZone } = restaurant;
  const start = zonedInstant(day.date, 0, timeZone);
  const end = zonedInstant(addDaysToIsoDate(day.date, 1), 0, timeZone);
  const covered = (instant: Date) => isOpenOnCalendarAt(restaurant.openingHours, [day], instant, timeZone);
  const [orderRows, reservationRows] = await Promise.all([
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
          notInArray(orders.status, ['completed', 'cancelled']),
        ),
      )
      .orderBy(asc(orders.pickupTime)),
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

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

/**
 * Adds a special day (today or later, in the restaurant's zone; one per date, the database refusing a second)
 * and answers it with the orders and reservations its hours leave out. The answer is built inside the
 * transaction: when it cannot be made, nothing is saved.
 */
export async function addSpecialDay(
  db: Database,
  restaurant: { id: string; timeZone: string; openingHours: OpeningHour[] },
  body: SpecialDayBody,
  now: Date,
): Promise<SpecialDay & { affected: SpecialDayAffected }> {
  if (body.date < zonedToday(now, restaurant.timeZone)) {
    throw badRequest(SPECIAL_DAY_MESSAGES.past, { date: [SPECIAL_DAY_MESSAGES.past] });
  }
  const open = body.isClosed || body.open === null ? null : (halfHourMinutes(body.open) ?? null);
  const close =
    body.isClosed || body.close === null ? null : (halfHourMinutes(body.close, { closing: true }) ?? null);
  try {
    return await db.transaction(async (tx) => {
      await lockServiceSchedule(tx, restaurant.id);
      const [inserted] = await tx
        .insert(specialDays)
        .values({
          id: newId(),
          restaurantId: restaurant.id,
          date: body.date,
          isClosed: body.isClosed,
          opensAt: open,
          closesAt: close,
          note: body.note,
          createdAt: now,
        })
        .returning();
      await refreshSoldOutEnds(tx, restaurant.id, now);
      const day = toSpecialDay(inserted!);
      return { ...day, affected: await affectedBy(tx, restaurant, day) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SPECIAL_DAY_MESSAGES.taken);
    throw error;
  }
}

export async function removeSpecialDay(
  db: Database,
  restaurantId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockServiceSchedule(tx, restaurantId);
    const [row] = await tx
      .delete(specialDays)
      .where(and(eq(specialDays.id, id), eq(specialDays.restaurantId, restaurantId)))
      .returning({ id: specialDays.id });
    if (!row) throw notFound(SPECIAL_DAY_MESSAGES.notFound);
    await refreshSoldOutEnds(tx, restaurantId, now);
  });
}
