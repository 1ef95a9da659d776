import { nextServiceOpening } from '@flame/shared';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { foods, restaurants } from '../../db/schema';
import { serviceScheduleOf } from './service-schedule';

/**
 * Locks the restaurant's row for the rest of `tx`, so that marking a dish sold out and changing the hours or
 * special days take turns: each reads the schedule the other committed.
 */
export async function lockServiceSchedule(tx: Transaction, restaurantId: string): Promise<void> {
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
}

/**
 * After the hours or special days change (in the same transaction, the schedule locked): each dish
 * still sold out is back at the next opening after the moment it was marked, on the schedule as it now is; with
 * no opening ahead it is back now.
 */
export async function refreshSoldOutEnds(tx: Transaction, restaurantId: string, now: Date): Promise<void> {
  const soldOut = await tx
    .select({ id: foods.id, soldOutAt: foods.soldOutAt, soldOutUntil: foods.soldOutUntil })
    .from(foods)
    .where(
      and(eq(foods.restaurantId, restaurantId), isNotNull(foods.soldOutAt), gt(foods.soldOutUntil, now)),
    );
  if (soldOut.length === 0) return;
  const earliest = new Date(Math.min(...soldOut.map((dish) => dish.soldOutAt!.getTime())));
  const schedule = await serviceScheduleOf(tx, restaurantId, earliest);
  for (const dish of soldOut) {
    const end = nextServiceOpening(schedule, dish.soldOutAt!) ?? null;
    if (end?.getTime() === dish.soldOutUntil?.getTime()) continue;
    await tx
      .update(foods)
      .set({ soldOutUntil: end, soldOutAt: end && dish.soldOutAt })
      .where(eq(foods.id, dish.id));
  }
}
