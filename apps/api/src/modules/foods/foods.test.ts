import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { foods } from '../../db/schema';

const { ctx, restaurant } = useTestApp({ seed: true });

describe('GET /api/food', () => {
  it('lists the menu in category order, with dollars and the discounted price', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/food' });
    expect(response.statusCode).toBe(200);
    const menu = response.json().data;
    expect(menu.length).toBeGreaterThanOrEqual(40);
    expect(menu[0].categoryId).toBe('appetizers');
    const discounted = menu.find((f: { discount: number }) => f.discount > 0);
    expect(discounted.discountedPrice).toBeCloseTo(
      Math.round(discounted.price * (100 - discounted.discount)) / 100,
      2,
    );
    expect(Object.keys(menu[0]).sort()).toEqual(
      [
        '_id',
        'allergens',
        'category',
        'categoryId',
        'description',
        'discount',
        'discountedPrice',
        'images',
        'ingredients',
        'isAvailable',
        'isGlutenFree',
        'isVegan',
        'isVegetarian',
        'name',
        'nutritionInfo',
        'optionGroups',
        'preparationTime',
        'price',
        'rating',
        'restaurant',
        'reviewCount',
        'soldOutUntil',
        'spiceLevel',
      ].sort(),
    );
  });

  it('never lists a deleted dish', async () => {
    const [victim] = await ctx.db.select().from(foods).limit(1);
    await ctx.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, victim!.id));
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/food' })).json().data as { _id: string }[];
    expect(menu.map((f) => f._id)).not.toContain(victim!.id);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/food/${victim!.id}` });
    expect(one.statusCode).toBe(404);
    await ctx.db.update(foods).set({ deletedAt: null }).where(eq(foods.id, victim!.id));
  });
});

describe('GET /api/food/:id', () => {
  it('answers one dish with every field', async () => {
    const [row] = await ctx.db.select().from(foods).where(eq(foods.name, 'Chicken Momo')).limit(1);
    const target = row ?? (await ctx.db.select().from(foods).limit(1))[0]!;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/food/${target.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: target.id,
      name: target.name,
      restaurant: restaurant.id,
    });
  });

  it('answers 404 with a clear message for an unknown id, and 400 for an absurd one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/food/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Food item not found' });
    const absurd = await ctx.app.inject({ method: 'GET', url: `/api/food/${'x'.repeat(150)}` });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().success).toBe(false);
  });

  it("answers a hidden dish with 404 'not available right now', naming nothing of the dish", async () => {
    const [hidden] = await ctx.db.select().from(foods).where(eq(foods.name, 'Goat Biryani')).limit(1);
    expect(hidden?.isAvailable).toBe(false);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/food/${hidden!.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'This dish is not available right now' });
  });
});

describe('GET /api/food/restaurant/:restaurantId', () => {
  it("lists the restaurant's dishes, and none for an unknown restaurant", async () => {
    const ours = await ctx.app.inject({ method: 'GET', url: `/api/food/restaurant/${restaurant.id}` });
    expect(ours.json().data.length).toBeGreaterThanOrEqual(40);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/food/restaurant/unknown' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual([]);
  });
});
