import type { Tracking } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { placeOrder, setStatus } from '../orders/order-test-helpers';

const {
  ctx,
  owner,
  users: { alice },
} = useTestApp({ seed: true, users: { alice: { name: 'Alice Baker' } } });

const getTracking = async (orderId: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/tracking/order/${orderId}`, headers });
const postTracking = async (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/tracking', headers, payload });

describe('tracking', () => {
  it('gives every order a tracking record: status, history, the pickup time and the restaurant', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const response = await getTracking(order._id, alice.headers);
    expect(response.statusCode).toBe(200);
    const tracking = response.json().data as Tracking;
    expect(tracking).toMatchObject({
      orderId: order._id,
      orderNumber: order.orderNumber,
      status: 'pending',
      statusHistory: [{ status: 'pending', message: 'Order placed' }],
      pickupTime: order.pickupTime,
      estimatedDeliveryTime: order.pickupTime,
      deliveryPartner: null,
      currentLocation: {
        latitude: 30.24853,
        longitude: -97.77561,
        address: '2410 South Lamar Blvd, Austin, TX',
      },
      restaurant: { name: 'Flame-kissed', timeZone: 'America/Chicago' },
    });

    await setStatus(ctx.app, owner.headers, order._id, 'confirmed');
    const after = (await getTracking(order._id, alice.headers)).json().data as Tracking;
    expect(after.status).toBe('confirmed');
    expect(after.statusHistory.map((entry) => entry.message)).toEqual([
      'Order placed',
      'Order confirmed by the restaurant',
    ]);
  });

  it('lets the owner post a status, a message, a partner and a location', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const response = await postTracking(owner.headers, {
      orderId: order._id,
      status: 'preparing',
      message: 'Your momos are being folded',
      deliveryPartner: { name: 'Ravi', phone: '555-0100', vehicle: 'Bicycle' },
      location: { latitude: 30.25, longitude: -97.75, address: 'South Lamar' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const tracking = response.json().data as Tracking;
    expect(tracking.status).toBe('preparing');
    expect(tracking.statusHistory.at(-1)).toMatchObject({
      status: 'preparing',
      message: 'Your momos are being folded',
    });
    expect(tracking.deliveryPartner).toEqual({ name: 'Ravi', phone: '555-0100', vehicle: 'Bicycle' });
    expect(tracking.currentLocation).toMatchObject({
      latitude: 30.25,
      longitude: -97.75,
      address: 'South Lamar',
    });

    const note = await postTracking(owner.headers, { orderId: order._id, message: 'Almost there' });
    expect((note.json().data as Tracking).statusHistory.at(-1)).toMatchObject({
      status: 'preparing',
      message: 'Almost there',
    });

    const back = await postTracking(owner.headers, { orderId: order._id, status: 'pending' });
    expect(back.statusCode).toBe(409);
    const empty = await postTracking(owner.headers, { orderId: order._id });
    expect(empty.statusCode).toBe(400);
    const badLocation = await postTracking(owner.headers, {
      orderId: order._id,
      location: { latitude: 120, longitude: 0 },
    });
    expect(badLocation.statusCode).toBe(400);
  });

  it('estimates the current pickup time after the owner moves it, and estimates nothing once the order is ready', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const moved = new Date(new Date(order.pickupTime).getTime() + 30 * 60_000).toISOString();
    const move = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/pickup-time`,
      headers: owner.headers,
      payload: { pickupTime: moved },
    });
    expect(move.statusCode, move.body).toBe(200);
    const pending = (await getTracking(order._id, alice.headers)).json().data as Tracking;
    expect(pending).toMatchObject({ pickupTime: moved, estimatedDeliveryTime: moved });

    await setStatus(ctx.app, owner.headers, order._id, 'ready');
    const ready = (await getTracking(order._id, alice.headers)).json().data as Tracking;
    expect(ready).toMatchObject({ status: 'ready', pickupTime: moved, estimatedDeliveryTime: null });
  });

  it('moves the pickup time when the owner posts an estimated time, under the same rules', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const moved = new Date(new Date(order.pickupTime).getTime() + 15 * 60_000).toISOString();
    const response = await postTracking(owner.headers, { orderId: order._id, estimatedDeliveryTime: moved });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ pickupTime: moved, estimatedDeliveryTime: moved });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: alice.headers,
    });
    expect(seen.json().data.pickupTime).toBe(moved);

    const earlier = await postTracking(owner.headers, {
      orderId: order._id,
      estimatedDeliveryTime: order.pickupTime,
    });
    expect(earlier.statusCode).toBe(400);
    const cleared = await postTracking(owner.headers, { orderId: order._id, estimatedDeliveryTime: null });
    expect(cleared.statusCode).toBe(400);
    expect((await getTracking(order._id, alice.headers)).json().data.estimatedDeliveryTime).toBe(moved);
  });

  it('keeps tracking to the customer and the owner', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const bob = await createUser(ctx.app);
    expect((await getTracking(order._id, bob.headers)).statusCode).toBe(404);
    expect((await getTracking(order._id, {})).statusCode).toBe(401);
    expect((await getTracking(order._id, owner.headers)).statusCode).toBe(200);
    expect((await postTracking(alice.headers, { orderId: order._id, message: 'Hi' })).statusCode).toBe(403);
    expect((await postTracking({}, { orderId: order._id, message: 'Hi' })).statusCode).toBe(401);
    expect((await postTracking(owner.headers, { orderId: 'nope', message: 'Hi' })).statusCode).toBe(404);
    const strayAdmin = await createUser(ctx.app, { role: 'admin' });
    const stray = await postTracking(strayAdmin.headers, { orderId: order._id, message: 'Hi' });
    expect(stray.statusCode).toBe(403);
    expect((await getTracking(order._id, alice.headers)).json().data.statusHistory).toHaveLength(1);
  });
});
