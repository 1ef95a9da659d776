import { FOOD_CATEGORY_IDS } from '@flame/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import {
  diningTablePairs,
  diningTables,
  foods,
  members,
  orders,
  restaurants,
  reviews,
  users,
} from '../schema';
import { seedDemo } from './index';

const accounts = {
  admin: { email: 'Owner@Example.test', password: 'owner-password-1' },
  customer: { email: 'guest@example.test', password: 'guest-password-1' },
};

const { ctx } = useTestApp({});

describe('demo seed', () => {
  it('seeds once, even when two instances start at the same moment', async () => {
    const results = await Promise.all([seedDemo(ctx.db, accounts), seedDemo(ctx.db, accounts)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(results[0]!.restaurantId).toBe(results[1]!.restaurantId);
    const again = await seedDemo(ctx.db, accounts);
    expect(again).toEqual({ seeded: false, restaurantId: results[0]!.restaurantId });
    const [row] = await ctx.db.select({ value: count() }).from(restaurants);
    expect(row?.value).toBe(1);
  });

  it('holds a complete menu: every category, at least 40 dishes with every field', async () => {
    const menu = await ctx.db.select().from(foods);
    expect(menu.length).toBeGreaterThanOrEqual(40);
    expect(new Set(menu.map((f) => f.category))).toEqual(new Set(FOOD_CATEGORY_IDS));
    for (const dish of menu) {
      expect(dish.name.length, dish.name).toBeGreaterThan(2);
      expect(dish.description.length, dish.name).toBeGreaterThan(20);
      expect(dish.priceCents, dish.name).toBeGreaterThan(0);
      expect(dish.images[0], dish.name).toMatch(/^\/images\/.+\.svg$/);
      expect(dish.ingredients.length, dish.name).toBeGreaterThan(0);
      expect(dish.calories, dish.name).not.toBeNull();
    }
    expect(menu.filter((f) => f.discount > 0).length).toBeGreaterThanOrEqual(5);
    expect(menu.some((f) => !f.isAvailable)).toBe(true);
  });

  it('holds the owner, the team, the tables, and past orders with reviews', async () => {
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, 'owner@example.test'));
    expect(owner?.role).toBe('admin');
    const [restaurant] = await ctx.db.select().from(restaurants);
    expect(restaurant?.ownerId).toBe(owner?.id);
    expect((await ctx.db.select().from(members)).length).toBeGreaterThanOrEqual(4);
    const tables = await ctx.db.select().from(diningTables);
    expect(tables.length).toBeGreaterThanOrEqual(8);
    // Two window booths may be pushed together, and three fours (every two of them), both ways.
    const numberOf = new Map(tables.map((table) => [table.id, table.tableNumber]));
    const pairs = (await ctx.db.select().from(diningTablePairs)).map(
      (pair) => `${numberOf.get(pair.tableId)}+${numberOf.get(pair.partnerId)}`,
    );
    expect(pairs.sort()).toEqual(['1+2', '10+3', '10+4', '2+1', '3+10', '3+4', '4+10', '4+3']);
    expect((await ctx.db.select().from(orders)).length).toBeGreaterThanOrEqual(8);
    expect((await ctx.db.select().from(reviews)).length).toBeGreaterThanOrEqual(5);
  });

  it('lets the demo accounts sign in with their passwords', async () => {
    for (const account of [accounts.admin, accounts.customer]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
      expect(response.statusCode).toBe(200);
    }
  });

  it('serves the seeded restaurant with its hours, team and rating', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants' });
    const [restaurant] = response.json().data;
    expect(restaurant).toMatchObject({ name: 'Flame-kissed', phone: '+1 (512) 555-0148' });
    expect(restaurant.openingHours).toContainEqual({
      day: 'Sunday',
      open: '11:00 AM',
      close: '8:00 PM',
      isClosed: false,
    });
    expect(restaurant.members.length).toBeGreaterThanOrEqual(4);
    expect(restaurant.rating).toBeGreaterThan(3);
    expect(restaurant.totalReviews).toBeGreaterThanOrEqual(5);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${restaurant._id}` });
    expect(one.json().data._id).toBe(restaurant._id);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/unknown-id' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Restaurant not found');
  });
});
