import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { openStream } from '../../../test/sse-client';
import { startInstance, useTwoInstances } from '../../../test/fixtures/second-instance';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { placeOrder, setStatus } from './order-test-helpers';

const {
  ctx,
  owner,
  users: { alice },
} = useTestApp({ seed: true, users: { alice: { name: 'Alice Baker' } } });
// The test app and a second instance on the same database, as behind a load balancer.
const urls = useTwoInstances(ctx);

describe('live order events', () => {
  it('pushes each status change to the open stream of another instance within a second', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const stream = await openStream(`${urls.b}/api/orders/${order._id}/events`, alice.headers);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // What the view checks its copy against: a change made before the stream listened is read again.
    expect(await stream.next('ready')).toMatchObject({
      orderId: order._id,
      status: 'pending',
      pickupTime: order.pickupTime,
    });

    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
      const started = Date.now();
      expect((await setStatus(ctx.app, owner.headers, order._id, status)).statusCode).toBe(200);
      const event = await stream.next('order', (data: { status: string }) => data.status === status, 1000);
      expect(event).toMatchObject({ orderId: order._id, status });
      expect(Date.now() - started).toBeLessThan(1000);
    }
    stream.close();
  });

  it("opens with a one-minute ticket scoped to the order, and only for the order's customer", async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const other = await placeOrder(ctx.app, alice.headers);
    const ticketResponse = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/events/ticket`,
      headers: alice.headers,
    });
    expect(ticketResponse.statusCode).toBe(200);
    const { ticket, expiresIn } = ticketResponse.json().data as { ticket: string; expiresIn: number };
    expect(expiresIn).toBe(60);

    const stream = await openStream(
      `${urls.b}/api/orders/${order._id}/events?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    // A change of another order does not reach this stream; a customer's own cancel does.
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${other._id}/cancel`, headers: alice.headers });
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/cancel`, headers: alice.headers });
    await stream.next('order', (data: { status: string }) => data.status === 'cancelled');
    expect(
      stream.events.filter((e) => e.event === 'order').map((e) => (e.data as { orderId: string }).orderId),
    ).toEqual([order._id]);
    stream.close();

    const wrongOrder = await fetch(
      `${urls.a}/api/orders/${other._id}/events?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(wrongOrder.status).toBe(401);
    const forged = await fetch(
      `${urls.a}/api/orders/${order._id}/events?ticket=${encodeURIComponent(alice.token)}`,
    );
    expect(forged.status).toBe(401);
    const none = await fetch(`${urls.a}/api/orders/${order._id}/events`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      success: false,
      message: 'Your session has ended. Please log in again.',
    });

    const bob = await createUser(ctx.app);
    const bobs = await fetch(`${urls.a}/api/orders/${order._id}/events`, { headers: bob.headers });
    expect(bobs.status).toBe(404);
    const ownerStream = await fetch(`${urls.a}/api/orders/${order._id}/events`, { headers: owner.headers });
    expect(ownerStream.status).toBe(404);
  });

  it('stops accepting a ticket once its session is logged out', async () => {
    const carol = await createUser(ctx.app);
    const order = await placeOrder(ctx.app, carol.headers);
    const { ticket } = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/events/ticket`,
        headers: carol.headers,
      })
    ).json().data as { ticket: string };
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: carol.headers });
    const response = await fetch(
      `${urls.a}/api/orders/${order._id}/events?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(response.status).toBe(401);
  });

  it('ends open streams when the instance shuts down', async () => {
    const third = await startInstance(ctx, 2);
    const order = await placeOrder(ctx.app, alice.headers);
    const stream = await openStream(`${third.url}/api/orders/${order._id}/events`, alice.headers);
    await stream.next('ready');
    const started = Date.now();
    await third.close();
    expect(await stream.waitForEnd()).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
