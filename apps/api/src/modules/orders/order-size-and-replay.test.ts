import {
  ORDER_DISH_QUANTITY_MESSAGE,
  ORDER_TOTAL_TOO_LARGE_MESSAGE,
  needsChoices,
  type Order,
} from '@flame/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders } from '../../db/schema';
import { menu, orderBody } from './order-test-helpers';

const {
  ctx,
  owner,
  restaurant,
  users: { alice },
} = useTestApp({ seed: true, users: { alice: {} } });

const post = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders/pickup', headers, payload });

const ordersOfAlice = async () =>
  (await ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, alice.id)))[0]!.n;

describe('the size of an order', () => {
  it('refuses one dish repeated over 50 lines past 99 in all, with a clear 400', async () => {
    const body = await orderBody(ctx.app);
    const dish = body.items[0]!.foodId;
    const items = Array.from({ length: 50 }, (_, line) => ({
      foodId: dish,
      quantity: 99,
      specialInstructions: `line ${line}`,
    }));
    const response = await post(alice.headers, { ...body, items });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(ORDER_DISH_QUANTITY_MESSAGE);
    expect(await ordersOfAlice()).toBe(0);
  });

  it('refuses a total over $10,000.00 with a clear 400, before the database', async () => {
    const dishes = (await menu(ctx.app)).filter((food) => food.isAvailable && !needsChoices(food));
    const items = dishes.slice(0, 20).map((food) => ({ foodId: food._id, quantity: 99 }));
    const total = dishes.slice(0, 20).reduce((sum, food) => sum + food.price * 99, 0);
    expect(total).toBeGreaterThan(10_000);
    const response = await post(alice.headers, { ...(await orderBody(ctx.app)), items });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(ORDER_TOTAL_TOO_LARGE_MESSAGE);
    expect(await ordersOfAlice()).toBe(0);
  });
});

describe('a retried order key', () => {
  it('answers what the order is now: cancelled, even while ordering is paused', async () => {
    const body = await orderBody(ctx.app);
    const headers = { ...alice.headers, 'idempotency-key': 'old-key-1' };
    const placed = await post(headers, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().message).toBe('Order placed');
    const id = (placed.json().data as Order)._id;
    const cancelled = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/cancel`, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}/pause`,
      headers: owner.headers,
      payload: { until: null },
    });
    expect(paused.statusCode, paused.body).toBe(200);

    const replayed = await post(headers, body);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({
      message: 'This order was placed earlier and has since been cancelled. Nothing new was placed.',
      data: { _id: id, status: 'cancelled' },
    });
    expect(replayed.json().message).not.toBe('Order placed');
  });
});
