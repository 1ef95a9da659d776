import type { Food } from '@flame/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders } from '../../db/schema';
import { orderBody, validPickupTime } from '../orders/order-test-helpers';

// Tuesday 2026-12-01, 7:00 PM in Chicago (UTC-6): open 10 AM to 9 PM on weekdays.
let clock = new Date('2026-12-01T19:00:00-06:00');
const WEDNESDAY_OPENING = new Date('2026-12-02T10:00:00-06:00');

const {
  ctx,
  owner,
  users: { customer },
} = useTestApp({ now: () => clock, seed: true, users: { customer: {} } });

const setSoldOut = (id: string, payload: unknown, headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/food/${id}/sold-out`, payload: payload as object, headers });
const publicMenu = async (): Promise<Food[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/food' })).json().data;
const dishOf = async (id: string): Promise<Food> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/food/${id}` })).json().data;
const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]!.n;

/** Tuesday noon, when the dish is marked, and a pickup that afternoon (the lead time is 2 hours). */
const TUESDAY_NOON = new Date('2026-12-01T12:00:00-06:00');
const TUESDAY_AFTERNOON = '2026-12-01T15:00:00-06:00';

async function placeWith(food: Food, pickupTime?: string) {
  const body = await orderBody(ctx.app, {
    items: [{ foodId: food._id, quantity: 1 }],
    pickupTime: pickupTime ?? (await validPickupTime(ctx.app, clock)),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders/pickup',
    headers: customer.headers,
    payload: body,
  });
}

describe('sold out today', () => {
  it('lasts until the next opening in the restaurant’s zone, in every food answer, and is not hiding', async () => {
    clock = new Date('2026-12-01T19:00:00-06:00');
    const [dish] = await publicMenu();
    expect(dish!.soldOutUntil).toBeNull();

    const marked = await setSoldOut(dish!._id, { soldOut: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe('Marked sold out today');
    expect(marked.json().data.soldOutUntil).toBe(WEDNESDAY_OPENING.toISOString());

    const onMenu = (await publicMenu()).find((food) => food._id === dish!._id)!;
    expect(onMenu).toMatchObject({ soldOutUntil: WEDNESDAY_OPENING.toISOString(), isAvailable: true });
    expect((await dishOf(dish!._id)).soldOutUntil).toBe(WEDNESDAY_OPENING.toISOString());
    const ownerList = await ctx.app.inject({ method: 'GET', url: '/api/admin/food', headers: owner.headers });
    const mine = (ownerList.json().data as Food[]).find((food) => food._id === dish!._id)!;
    expect(mine.soldOutUntil).toBe(WEDNESDAY_OPENING.toISOString());

    const back = await setSoldOut(dish!._id, { soldOut: false });
    expect(back.json()).toMatchObject({ message: 'Back on the menu', data: { soldOutUntil: null } });
    expect((await dishOf(dish!._id)).soldOutUntil).toBeNull();
  });

  it('refuses an order holding a sold-out dish with 409 naming it, and saves nothing', async () => {
    clock = TUESDAY_NOON;
    const [, dish] = await publicMenu();
    await setSoldOut(dish!._id, { soldOut: true });
    const before = await orderCount();

    const refused = await placeWith(dish!, TUESDAY_AFTERNOON);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Sorry, ${dish!.name} is sold out today. Please remove it from your cart.`,
    );
    expect(refused.json().error.soldOutFoodIds).toEqual([dish!._id]);
    expect(await orderCount()).toBe(before);
  });

  it('can be ordered for a pickup at or after its end (a pre-order for the next day), not before', async () => {
    clock = TUESDAY_NOON;
    const dish = (await publicMenu()).findLast((food) => food.optionGroups.length === 0);
    await setSoldOut(dish!._id, { soldOut: true });
    expect((await placeWith(dish!, TUESDAY_AFTERNOON)).statusCode).toBe(409);
    const beforeTheEnd = new Date(WEDNESDAY_OPENING.getTime() - 15 * 60_000).toISOString();
    expect((await placeWith(dish!, beforeTheEnd)).statusCode).not.toBe(201);
    const preOrder = await placeWith(dish!, WEDNESDAY_OPENING.toISOString());
    expect(preOrder.statusCode, preOrder.body).toBe(201);
    await setSoldOut(dish!._id, { soldOut: false });
  });

  it('comes back by itself at the next opening: the kept menu answer expires then, with no write', async () => {
    clock = new Date('2026-12-01T19:00:00-06:00');
    const [, , dish] = await publicMenu();
    await setSoldOut(dish!._id, { soldOut: true });
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/food' });

    // A minute before the opening the kept answer is served as it is, without reading the menu again.
    clock = new Date(WEDNESDAY_OPENING.getTime() - 60_000);
    const spy = vi.spyOn(ctx.database.pool, 'query');
    try {
      const again = await ctx.app.inject({ method: 'GET', url: '/api/food' });
      expect(again.body).toBe(kept.body);
      const menuReads = spy.mock.calls.filter(([query]) =>
        JSON.stringify(query).includes('from \\"foods\\"'),
      );
      expect(menuReads).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }

    clock = WEDNESDAY_OPENING;
    const after = (await publicMenu()).find((food) => food._id === dish!._id)!;
    expect(after.soldOutUntil).toBeNull();
    expect((await dishOf(dish!._id)).soldOutUntil).toBeNull();
    expect((await placeWith(dish!)).statusCode).toBe(201);
  });

  it('marked before the day’s opening, it lasts through that day’s service', async () => {
    clock = new Date('2026-12-02T08:00:00-06:00');
    const [, , , dish] = await publicMenu();
    const marked = await setSoldOut(dish!._id, { soldOut: true });
    expect(marked.json().data.soldOutUntil).toBe(new Date('2026-12-03T10:00:00-06:00').toISOString());
  });

  it('follows the hours and special days as they change after marking, in every food answer', async () => {
    clock = new Date('2026-12-01T19:00:00-06:00');
    const [, , , , dish] = await publicMenu();
    await setSoldOut(dish!._id, { soldOut: true });
    const kept = await publicMenu(); // the kept answer must not outlive the change
    expect(kept.find((food) => food._id === dish!._id)!.soldOutUntil).toBe(WEDNESDAY_OPENING.toISOString());

    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/special-days',
      headers: owner.headers,
      payload: { date: '2026-12-02', isClosed: true, open: null, close: null, note: 'Staff day' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const thursdayOpening = new Date('2026-12-03T10:00:00-06:00').toISOString();
    expect((await dishOf(dish!._id)).soldOutUntil).toBe(thursdayOpening);
    expect((await publicMenu()).find((food) => food._id === dish!._id)!.soldOutUntil).toBe(thursdayOpening);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/special-days/${closed.json().data._id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await dishOf(dish!._id)).soldOutUntil).toBe(WEDNESDAY_OPENING.toISOString());
    await setSoldOut(dish!._id, { soldOut: false });
  });

  it('answers bad input with 400 and an unknown dish with 404', async () => {
    const [dish] = await publicMenu();
    for (const payload of [{}, { soldOut: 'yes' }, { soldOut: null }, { soldOut: 1 }]) {
      const response = await setSoldOut(dish!._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await setSoldOut('no-such-dish', { soldOut: true })).statusCode).toBe(404);
  });
});
