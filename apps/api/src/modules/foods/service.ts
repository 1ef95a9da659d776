import { FOOD_CATEGORY_IDS, type Food } from '@flame/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foods } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toFoodDto } from './food-dto';

/** Menu order: the categories' order of the specification, then the dish name. */
const categoryOrder = sql`array_position(${sql.raw(`ARRAY[${FOOD_CATEGORY_IDS.map((id) => `'${id}'`).join(',')}]`)}::text[], ${foods.category})`;

/** Every dish on the menu (deleted ones never), available or not. */
export async function listFoods(db: Database, restaurantId?: string): Promise<Food[]> {
  const rows = await db
    .select()
    .from(foods)
    .where(and(isNull(foods.deletedAt), restaurantId ? eq(foods.restaurantId, restaurantId) : undefined))
    .orderBy(categoryOrder, asc(foods.name));
  return rows.map(toFoodDto);
}

export async function getFood(db: Database, id: string): Promise<Food> {
  const [row] = await db
    .select()
    .from(foods)
    .where(and(eq(foods.id, id), isNull(foods.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Food item not found');
  return toFoodDto(row);
}
