import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../client';
import { foods, orderItems } from '../schema';
import { SEED_FOODS, dishImage } from './foods';
import { seedDemo } from './index';

const MIGRATION = path.resolve(import.meta.dirname, '../../../drizzle/0003_dish_illustrations.sql');
const UPLOAD = '/uploads/owner-photo.webp';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase();
  drop = testDb.drop;
  database = connectDatabase(testDb.url, { max: 2 });
  const { db } = database;
  await seedDemo(db, {
    admin: { email: 'owner@example.test', password: 'owner-password-1' },
    customer: { email: 'guest@example.test', password: 'guest-password-1' },
  });
  // A database seeded before: every dish and order line shows its category's shared picture.
  await db.execute(sql`UPDATE foods SET images = ARRAY['/images/dishes/' || category || '.svg']`);
  await db.execute(
    sql`UPDATE order_items SET image = '/images/dishes/' || foods.category || '.svg' FROM foods WHERE foods.id = order_items.food_id`,
  );
  await db.update(foods).set({ name: 'House Chai' }).where(eq(foods.name, 'Masala Chai'));
  await db.execute(
    sql`UPDATE foods SET images = ARRAY[${UPLOAD}, '/images/dishes/beverages.svg'] WHERE name = 'Nimbu Soda'`,
  );
  await db
    .update(foods)
    .set({ images: [UPLOAD] })
    .where(eq(foods.name, 'Mango Lassi'));

  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('a database seeded with the shared category pictures, after the dish-illustration migration', () => {
  it('gives each seeded dish its own illustration and keeps what the owner uploaded or renamed', async () => {
    const rows = await database.db.select({ name: foods.name, images: foods.images }).from(foods);
    const imagesOf = new Map(rows.map((row) => [row.name, row.images]));
    for (const food of SEED_FOODS.filter(
      (dish) => !['Masala Chai', 'Nimbu Soda', 'Mango Lassi'].includes(dish.name),
    )) {
      expect(imagesOf.get(food.name), food.name).toEqual([dishImage(food)]);
    }
    expect(imagesOf.get('House Chai')).toEqual([]);
    expect(imagesOf.get('Nimbu Soda')).toEqual([UPLOAD]);
    expect(imagesOf.get('Mango Lassi')).toEqual([UPLOAD]);
  });

  it('gives past order lines the illustration of their dish, and no shared picture remains', async () => {
    const lines = await database.db
      .select({ name: orderItems.name, image: orderItems.image })
      .from(orderItems);
    expect(lines.length).toBeGreaterThan(0);
    const imageByName = new Map<string, string>(SEED_FOODS.map((food) => [food.name, dishImage(food)]));
    for (const line of lines) expect(line.image, line.name).toBe(imageByName.get(line.name) ?? null);
  });
});
