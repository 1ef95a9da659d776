import { FOOD_CATEGORY_IDS, FOOD_MESSAGES, type Food } from '@flame/shared';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foods } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toFoodDto } from './food-dto';
import { optionGroupsOf, outerFoodId } from './option-groups';

/** A dish's columns and its option groups, in one read. */
export const foodWithOptions = { ...getTableColumns(foods), optionGroups: optionGroupsOf(outerFoodId) };

/** Menu order: the categories in `FOOD_CATEGORY_IDS` order, then the dish name. */
export const categoryOrder = sql`array_position(${sql.raw(`ARRAY[${FOOD_CATEGORY_IDS.map((id) => `'${id}'`).join(',')}]`)}::text[], ${foods.category})`;

/** On the public menu: not deleted, and not hidden by the owner (`PATCH /api/food/{id}/availability`). */
const onMenu = and(isNull(foods.deletedAt), eq(foods.isAvailable, true));

/** Every dish on the menu; deleted and hidden ones never (the owner's list is `GET /api/admin/food`). */
export async function listFoods(db: Database, now: Date, restaurantId?: string): Promise<Food[]> {
  const rows = await db
    .select(foodWithOptions)
    .from(foods)
    .where(and(onMenu, restaurantId ? eq(foods.restaurantId, restaurantId) : undefined))
    .orderBy(categoryOrder, asc(foods.name));
  return rows.map((row) => toFoodDto(row, now));
}

/**
 * One dish on the menu. A dish the owner has hidden is a 404 with its own message (and nothing else of it), so
 * an old link can say it is not available right now; an unknown or deleted dish is 'Food item not found'.
 */
export async function getFood(db: Database, id: string, now: Date): Promise<Food> {
  const [row] = await db
    .select(foodWithOptions)
    .from(foods)
    .where(and(eq(foods.id, id), isNull(foods.deletedAt)))
    .limit(1);
  if (!row) throw notFound(FOOD_MESSAGES.notFound);
  if (!row.isAvailable) throw notFound(FOOD_MESSAGES.notOnMenu);
  return toFoodDto(row, now);
}
