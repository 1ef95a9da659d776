import type { Order } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client';
import { useTwoInstances } from '../../../test/fixtures/second-instance';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders, restaurants } from '../../db/schema';
import { placeOrder } from './order-test-helpers';
import {
  changeLines,
  choiceId,
  clock,
  dish,
  staffOrder,
  startClockBeforeOpening,
} from './staff-order-test-helpers';

const {
  ctx,
  owner,
  restaurant,
  users: { customer },
} = useTestApp({ seed: true, now: () => clock.now ?? new Date(), users: { customer: { name: 'Priya' } } });
const urls = useTwoInstances(ctx);

let firstSlot: string;
beforeEach(async () => {
  firstSlot = await startClockBeforeOpening(ctx.app);
  await ctx.db.update(orders).set({ status: 'cancelled' });
  await ctx.db.update(restaurants).set({ pickupSlotCapacity: 10 }).where(eq(restaurants.id, restaurant.id));
});

async function phoneOrder(): Promise<Order> {
  const curry = await dish(ctx.app, 'Butter Chicken');
  const response = await staffOrder(ctx.app, owner.headers, {
    customer: { name: 'Maya Gurung', phone: '(555) 201-3344' },
    items: [{ foodId: curry._id, quantity: 1, choiceIds: [choiceId(curry, 'Spice level', 'Hot')] }],
    pickupTime: firstSlot,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Order;
}

const streamUrl = (base: string, id: string, key: string) =>
  `${base}/api/orders/${id}/guest/events?key=${encodeURIComponent(key)}`;

describe('GET /api/orders/{id}/guest/events', () => {
  it("opens with the order's signed key and delivers a change of its lines on another instance", async () => {
    const order = await phoneOrder();
    const key = ctx.app.mail.links.sign('order-view', order._id);
    const stream = await openStream(streamUrl(urls.b, order._id, key));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await stream.next('ready')).toMatchObject({ orderId: order._id, status: 'pending', version: 1 });

    const naan = await dish(ctx.app, 'Garlic Naan');
    const curry = await dish(ctx.app, 'Butter Chicken');
    const changed = await changeLines(ctx.app, owner.headers, order, {
      items: [
        { foodId: curry._id, quantity: 1, choiceIds: [choiceId(curry, 'Spice level', 'Hot')] },
        { foodId: naan._id, quantity: 1 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stream.next('order', undefined, 1000)).toMatchObject({
      orderId: order._id,
      status: 'pending',
    });
    stream.close();

    // What the page then reads through the same key: the new line, the new total, the change in its history.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/guest?key=${encodeURIComponent(key)}`,
    });
    const now = read.json().data as Order;
    expect(now.version).toBe(2);
    expect(now.items.map((item) => item.food.name)).toContain('Garlic Naan');
    expect(now.history.at(-1)?.lines).toContain('+1 Garlic Naan');
  });

  it('refuses a forged key, a key of another order and an order that has an account, as a missing order', async () => {
    const order = await phoneOrder();
    const other = await phoneOrder();
    const otherKey = ctx.app.mail.links.sign('order-view', other._id);
    clock.now = undefined; // the customer's order at real time, with its lead time
    const online = await placeOrder(ctx.app, customer.headers);
    const refusals = [
      streamUrl(urls.a, order._id, `${order._id}.forged`),
      streamUrl(urls.a, order._id, otherKey),
      streamUrl(urls.a, online._id, ctx.app.mail.links.sign('order-view', online._id)),
      `${urls.a}/api/orders/${order._id}/guest/events`,
    ];
    const statuses = await Promise.all(refusals.map(async (url) => (await fetch(url)).status));
    expect(statuses).toEqual([404, 404, 404, 400]);
    const forged = await fetch(refusals[0]!);
    expect(await forged.json()).toEqual({ success: false, message: expect.any(String) });
  });
});
