import {
  FOOD_MESSAGES,
  foodFormSchema,
  foodOptionGroupsFieldSchema,
  foodUpdateFormSchema,
  toCents,
  type Food,
  type FoodForm,
  type FoodUpdateForm,
} from '@flame/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { foods, orderItems } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { parseFormFields } from '../../lib/form-fields';
import { newId } from '../../lib/ids';
import { ownerOnly } from '../../lib/site-restaurant';
import { removeStoredImage, withFormImage, type MultipartForm } from '../../lib/uploads';
import { toFoodDto } from './food-dto';
import { readOptionGroups, replaceOptionGroups } from './option-groups';
import { categoryOrder, foodWithOptions } from './service';

type FoodRow = typeof foods.$inferSelect;

/** A form that names a restaurant must name the owned one. */
function checkRestaurant(restaurantId: string, restaurant: string | undefined) {
  if (restaurant && restaurant !== restaurantId) throw ownerOnly();
}

/** The columns a form sets (the rest, such as images and ratings, are kept). */
function columnsOf<T extends Partial<FoodForm>>(form: T) {
  const { price, restaurant: _restaurant, ...rest } = form;
  return { ...rest, ...(price === undefined ? {} : { priceCents: toCents(price) }) };
}

/** One of the owner's dishes that is not deleted, locked until the transaction ends. */
async function ownedFood(tx: Transaction, restaurantId: string, id: string): Promise<FoodRow> {
  const [row] = await tx
    .select()
    .from(foods)
    .where(and(eq(foods.id, id), eq(foods.restaurantId, restaurantId), isNull(foods.deletedAt)))
    .for('update');
  if (!row) throw notFound(FOOD_MESSAGES.notFound);
  return row;
}

/**
 * Every dish of the owner's menu, hidden ones too (never the deleted), in menu order; a dish is shown sold out
 * only until its end by the clock.
 */
export async function listOwnerFoods(db: Database, restaurantId: string, now: Date): Promise<Food[]> {
  const rows = await db
    .select(foodWithOptions)
    .from(foods)
    .where(and(eq(foods.restaurantId, restaurantId), isNull(foods.deletedAt)))
    .orderBy(categoryOrder, asc(foods.name));
  return rows.map((row) => toFoodDto(row, now));
}

/** `POST /api/food` (multipart): a new dish; an uploaded photo becomes its first image. */
export async function createFood(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  form: MultipartForm,
  now: Date,
): Promise<Food> {
  const fields = parseFormFields(foodFormSchema, form.fields);
  const { optionGroups = [] } = parseFormFields(foodOptionGroupsFieldSchema, form.fields);
  checkRestaurant(restaurantId, fields.restaurant);
  return withFormImage(uploadsDir, form, async (image) => {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(foods)
        .values({
          id: newId(),
          restaurantId,
          ...columnsOf(fields),
          priceCents: toCents(fields.price),
          images: image ? [image] : [],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await replaceOptionGroups(tx, inserted!.id, optionGroups);
      return { ...inserted!, optionGroups: await readOptionGroups(tx, inserted!.id) };
    });
    return toFoodDto(row, now);
  });
}

/** Removes a replaced upload unless a past order's line still shows it. */
async function removeUnusedImage(db: Database, uploadsDir: string, image: string | undefined) {
  if (!image) return;
  const [used] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.image, image))
    .limit(1);
  if (!used) await removeStoredImage(image, uploadsDir);
}

/**
 * `PUT /api/food/{id}` (multipart): changes the fields sent, keeps the others. A new photo replaces the first
 * image. A dish that stops being vegetarian stops being vegan too.
 */
export async function updateFood(
  db: Database,
  uploadsDir: string,
  restaurantId: string,
  id: string,
  form: MultipartForm,
  now: Date,
): Promise<Food> {
  const fields: FoodUpdateForm = parseFormFields(foodUpdateFormSchema, form.fields);
  const { optionGroups } = parseFormFields(foodOptionGroupsFieldSchema, form.fields);
  checkRestaurant(restaurantId, fields.restaurant);
  return withFormImage(uploadsDir, form, async (image) => {
    const { row, replaced } = await db.transaction(async (tx) => {
      const existing = await ownedFood(tx, restaurantId, id);
      const changes = columnsOf(fields);
      if (fields.isVegetarian === false && fields.isVegan === undefined) changes.isVegan = false;
      if (fields.isVegan === true && fields.isVegetarian === undefined && !existing.isVegetarian) {
        throw badRequest('A vegan dish is vegetarian too', { isVegan: ['A vegan dish is vegetarian too'] });
      }
      const images = image ? [image, ...existing.images.slice(1)] : existing.images;
      const [updated] = await tx
        .update(foods)
        .set({ ...changes, images, updatedAt: now })
        .where(eq(foods.id, id))
        .returning();
      if (optionGroups) await replaceOptionGroups(tx, id, optionGroups);
      const withOptions = { ...updated!, optionGroups: await readOptionGroups(tx, id) };
      return { row: withOptions, replaced: image ? existing.images[0] : undefined };
    });
    await removeUnusedImage(db, uploadsDir, replaced);
    return toFoodDto(row, now);
  });
}

/**
 * `DELETE /api/food/{id}`: a soft delete. The menu never shows the dish again; past orders keep their lines
 * (name, price and image are copied into each line), so its images stay.
 */
export async function deleteFood(
  db: Database,
  restaurantId: string,
  id: string,
  now: Date,
): Promise<{ _id: string }> {
  const [row] = await db
    .update(foods)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(foods.id, id), eq(foods.restaurantId, restaurantId), isNull(foods.deletedAt)))
    .returning({ id: foods.id });
  if (!row) throw notFound(FOOD_MESSAGES.notFound);
  return { _id: row.id };
}

/**
 * `PATCH /api/food/{id}/availability`: sets whether the dish is on the menu, or, when `isAvailable` is not given,
 * turns it to the other state in the same statement (two toggles at once leave it where it was).
 */
export async function setFoodAvailability(
  db: Database,
  restaurantId: string,
  id: string,
  isAvailable: boolean | undefined,
  now: Date,
): Promise<Food> {
  const [row] = await db
    .update(foods)
    .set({ isAvailable: isAvailable ?? sql`not ${foods.isAvailable}`, updatedAt: now })
    .where(and(eq(foods.id, id), eq(foods.restaurantId, restaurantId), isNull(foods.deletedAt)))
    .returning();
  if (!row) throw notFound(FOOD_MESSAGES.notFound);
  return toFoodDto({ ...row, optionGroups: await readOptionGroups(db, row.id) }, now);
}
