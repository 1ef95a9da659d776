import type { PickupRow } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders } from '../../db/schema';
import { placeOrder } from './order-test-helpers';

const {
  ctx,
  owner,
  users: { alice, strayAdmin },
} = useTestApp({ seed: true, users: { alice: { name: 'Alice Baker' }, strayAdmin: { role: 'admin' } } });

const list = (headers?: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/orders/pickups${query}`, ...(headers ? { headers } : {}) });
/** As the owner unless other headers (or null: anonymous) are given. */
const setPickup = (payload: unknown, headers: Record<string, string> | null = owner.headers) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/orders/pickups/status',
    payload: payload as Record<string, unknown>,
    ...(headers ? { headers } : {}),
  });
const statusOf = async (id: string) =>
  (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe('GET /api/orders/pickups', () => {
  it('lists active orders first with short id, customer, item count and total, then recently closed ones', async () => {
    const first = await placeOrder(ctx.app, alice.headers);
    const second = await placeOrder(ctx.app, alice.headers);
    const done = await placeOrder(ctx.app, alice.headers);
    expect((await setPickup({ orderId: done._id, status: 'completed' })).statusCode).toBe(200);

    const response = await list(owner.headers);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as PickupRow[];
    const ours = rows.filter((row) => [first._id, second._id, done._id].includes(row._id));
    expect(ours.map((row) => row._id)).toEqual([first._id, second._id, done._id]);
    expect(ours[0]).toEqual({
      _id: first._id,
      shortId: first._id.slice(-8).toUpperCase(),
      orderNumber: first.orderNumber,
      source: 'online',
      customerName: 'Alice Baker',
      phone: '(555) 123-4567',
      itemCount: first.items.reduce((sum, item) => sum + item.quantity, 0),
      items: first.items.map((item) => ({
        name: item.food.name,
        quantity: item.quantity,
        options: [],
        specialInstructions: item.specialInstructions,
      })),
      total: first.total,
      status: 'pending',
      createdAt: first.createdAt,
      pickupTime: first.pickupTime,
      cancelledBy: null,
      cancellationReason: null,
      outsideHours: null,
    });
    expect(ours[2]!.status).toBe('completed');
    // Every active row comes before every closed one.
    const firstClosed = rows.findIndex((row) => ['completed', 'cancelled', 'delivered'].includes(row.status));
    expect(
      rows.slice(firstClosed).every((row) => ['completed', 'cancelled', 'delivered'].includes(row.status)),
    ).toBe(true);

    const active = (await list(owner.headers, '?view=active')).json().data as PickupRow[];
    expect(active.map((row) => row._id)).toContain(first._id);
    expect(active.map((row) => row._id)).not.toContain(done._id);
  });

  it("shows 'Guest' when the customer's account is gone", async () => {
    const bob = await createUser(ctx.app, { name: 'Bob Gone' });
    const order = await placeOrder(ctx.app, bob.headers);
    await ctx.db.update(orders).set({ userId: null }).where(eq(orders.id, order._id));
    const rows = (await list(owner.headers)).json().data as PickupRow[];
    expect(rows.find((row) => row._id === order._id)?.customerName).toBe('Guest');
  });

  it('refuses a bad view with a 400', async () => {
    const response = await list(owner.headers, '?view=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/view must be one of/);
  });

  it('is for the owner only: 401 anonymous, 403 a customer or another admin', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(alice.headers)).statusCode).toBe(403);
    const stray = await list(strayAdmin.headers);
    expect(stray.statusCode).toBe(403);
    expect(stray.json().message).toBe('Only the restaurant owner can do this');
  });
});

describe('PUT /api/orders/pickups/status', () => {
  it("moves an order along the pickup flow and answers 'Pickup status updated!'", async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
      const response = await setPickup({ orderId: order._id, status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Pickup status updated!');
      expect((response.json().data as PickupRow).status).toBe(status);
    }
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: alice.headers,
    });
    expect(detail.json().data.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'ready',
      'completed',
    ]);
  });

  it('refuses an impossible change with a 409 and changes nothing', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    expect((await setPickup({ orderId: order._id, status: 'ready' })).statusCode).toBe(200);
    const back = await setPickup({ orderId: order._id, status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order cannot go from Ready for Pickup to Order Placed');
    expect(await statusOf(order._id)).toBe('ready');

    expect((await setPickup({ orderId: order._id, status: 'cancelled' })).statusCode).toBe(200);
    const after = await setPickup({ orderId: order._id, status: 'completed' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('The order is Cancelled and can no longer change');
    expect(await statusOf(order._id)).toBe('cancelled');
  });

  it('refuses bad input with a 400 and an unknown order with a 404', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const bogus = await setPickup({ orderId: order._id, status: 'teleported' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toMatch(/Status must be one of/);
    expect((await setPickup({ status: 'confirmed' })).statusCode).toBe(400);
    expect((await setPickup({ orderId: 'nope', status: 'confirmed' })).statusCode).toBe(404);
    expect(await statusOf(order._id)).toBe('pending');
  });

  it('is for the owner only, and a refusal changes nothing', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const body = { orderId: order._id, status: 'cancelled' };
    expect((await setPickup(body, null)).statusCode).toBe(401);
    expect((await setPickup(body, alice.headers)).statusCode).toBe(403);
    expect((await setPickup(body, strayAdmin.headers)).statusCode).toBe(403);
    expect(await statusOf(order._id)).toBe('pending');
  });
});
