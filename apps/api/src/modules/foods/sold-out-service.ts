import { FOOD_MESSAGES, nextServiceOpening, type Food } from '@flame/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foods } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { serviceScheduleOf } from '../restaurant/service-schedule';
import { toFoodDto } from './food-dto';
import { readOptionGroups } from './option-groups';
import { lockServiceSchedule } from '../restaurant/sold-out-ends';

export const NO_OPENING_AHEAD =
  'The restaurant has no opening day ahead, so a dish cannot be sold out until then';

/**
 * `PATCH /api/food/{id}/sold-out`: `soldOut: true` marks the dish sold out until the restaurant next opens for a
 * new service day (read on every request against the clock, so it comes back by itself; the end follows later
 * changes of the hours and special days); false brings it back now.
 */
export async function setFoodSoldOut(
  db: Database,
  restaurantId: string,
  id: string,
  soldOut: boolean,
  now: Date,
): Promise<Food> {
  const row = await db.transaction(async (tx) => {
    await lockServiceSchedule(tx, restaurantId);
    let until: Date | null = null;
    if (soldOut) {
      const opening = nextServiceOpening(await serviceScheduleOf(tx, restaurantId, now), now);
      if (!opening) throw conflict(NO_OPENING_AHEAD);
      until = opening;
    }
    const [updated] = await tx
      .update(foods)
      .set({ soldOutUntil: until, soldOutAt: until && now, updatedAt: now })
      .where(and(eq(foods.id, id), eq(foods.restaurantId, restaurantId), isNull(foods.deletedAt)))
      .returning();
    return updated;
  });
  if (!row) throw notFound(FOOD_MESSAGES.notFound);
  return toFoodDto({ ...row, optionGroups: await readOptionGroups(db, row.id) }, now);
}
