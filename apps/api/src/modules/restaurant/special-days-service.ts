import {
  addDaysToIsoDate,
  halfHourMinutes,
  zonedToday,
  type OpeningHour,
  type OwnerSpecialDay,
  type SpecialDayBody,
} from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { specialDays } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { lockServiceSchedule, refreshSoldOutEnds } from './sold-out-ends';
import { affectedBy, type ScheduledRestaurant } from './outside-hours';
import { specialDaysFrom, toSpecialDay } from './special-days-read';

export const SPECIAL_DAY_MESSAGES = {
  past: 'Choose today or a later date',
  taken: 'This date already has special hours. Remove them first to set new ones.',
  notFound: 'Special day not found',
} as const;

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
): Promise<OwnerSpecialDay> {
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
      const days = await specialDaysFrom(tx, restaurant.id, addDaysToIsoDate(body.date, -1));
      return { ...day, affected: await affectedBy(tx, restaurant, day, days) };
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

/**
 * The owner's coming special days (today's on), each with the orders and reservations its hours leave out that
 * still wait for a decision: read from the stored days and bookings, so a reload lists them again.
 */
export async function ownerSpecialDays(
  db: Database,
  restaurant: ScheduledRestaurant,
  today: string,
): Promise<OwnerSpecialDay[]> {
  const days = await specialDaysFrom(db, restaurant.id, addDaysToIsoDate(today, -1));
  const coming = days.filter((day) => day.date >= today);
  return Promise.all(
    coming.map(async (day) => ({ ...day, affected: await affectedBy(db, restaurant, day, days) })),
  );
}
