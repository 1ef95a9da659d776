import { FOOD_MESSAGES, nextServiceOpening, type Food } from '@flame/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { foods } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { serviceScheduleOf } from '../restaurant/service-schedule';
import type { FoodAdminDeps } from './admin-service';
import { toFoodDto } from './food-dto';
import { readOptionGroups } from './option-groups';

export const NO_OPENING_AHEAD =
  'The restaurant has no opening day ahead, so a dish cannot be sold out until then';

/**
 * `PATCH /api/food/{id}/sold-out`: `soldOut: true` marks the dish sold out until the restaurant next opens for a
 * new service day (read on every request against the clock, so it comes back by itself); false brings it back
 * now. Marking it again keeps the same end.
 */
export async function setFoodSoldOut(deps: FoodAdminDeps, id: string, soldOut: boolean): Promise<Food> {
  let until: Date | null = null;
  if (soldOut) {
    const opening = nextServiceOpening(
      await serviceScheduleOf(deps.db, deps.restaurantId, deps.now),
      deps.now,
    );
    if (!opening) throw conflict(NO_OPENING_AHEAD);
    until = opening;
  }
  const [row] = await deps.db
    .update(foods)
    .set({ soldOutUntil: until, updatedAt: sql`now()` })
    .where(and(eq(foods.id, id), eq(foods.restaurantId, deps.restaurantId), isNull(foods.deletedAt)))
    .returning();
  if (!row) throw notFound(FOOD_MESSAGES.notFound);
  return toFoodDto({ ...row, optionGroups: await readOptionGroups(deps.db, row.id) }, deps.now);
}
