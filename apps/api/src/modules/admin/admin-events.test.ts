import { describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client';
import { useTwoInstances } from '../../../test/fixtures/second-instance';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { placeOrder } from '../orders/order-test-helpers';
import { booking, tableByNumber } from '../tables/test-kit';

const {
  ctx,
  owner,
  users: { alice, strayAdmin },
} = useTestApp({ seed: true, users: { alice: { name: 'Alice Baker' }, strayAdmin: { role: 'admin' } } });
// The test app and a second instance on the same database, as behind a load balancer.
const urls = useTwoInstances(ctx);

async function ticketFor(headers?: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/admin/events/ticket', ...(headers ? { headers } : {}) });
}

async function ownerStream(url = urls.b) {
  const { ticket } = (await ticketFor(owner.headers)).json().data as { ticket: string };
  const stream = await openStream(`${url}/api/admin/events?ticket=${encodeURIComponent(ticket)}`);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  await stream.next('ready');
  return stream;
}

describe('GET /api/admin/events', () => {
  it("brings a customer's new order, placed through another instance, to the owner's open stream", async () => {
    const stream = await ownerStream(urls.b);
    const order = await placeOrder(ctx.app, alice.headers);
    expect(await stream.next('order', (e: { orderId: string }) => e.orderId === order._id)).toMatchObject({
      type: 'created',
      orderId: order._id,
      status: 'pending',
    });

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/orders/pickups/status',
      headers: owner.headers,
      payload: { orderId: order._id, status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      await stream.next('order', (e: { type: string; orderId: string }) => e.type === 'status'),
    ).toMatchObject({ orderId: order._id, status: 'confirmed' });
    stream.close();
  });

  it('carries bookings, cancellations and new inbox messages', async () => {
    const stream = await ownerStream(urls.a);
    const table = await tableByNumber(ctx, 3);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: alice.headers,
      payload: booking(table.id),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reservationId = (booked.json().data as { _id: string })._id;
    expect(await stream.next('reservation', (e: { type: string }) => e.type === 'booked')).toMatchObject({
      reservationId,
      tableId: table.id,
    });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/unbook-table',
      headers: owner.headers,
      payload: { reservationId },
    });
    expect(cancelled.statusCode).toBe(200);
    await stream.next('reservation', (e: { type: string }) => e.type === 'cancelled');

    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: { name: 'Leo', email: 'leo@example.test', message: 'Hello there' },
    });
    const messageId = (contact.json().data as { _id: string })._id;
    expect(await stream.next('message')).toMatchObject({ type: 'received', kind: 'contact', id: messageId });
    stream.close();
  });

  it('is for the owner only: tickets and streams refuse anonymous callers, customers and other admins', async () => {
    expect((await ticketFor()).statusCode).toBe(401);
    expect((await ticketFor(alice.headers)).statusCode).toBe(403);
    expect((await ticketFor(strayAdmin.headers)).statusCode).toBe(403);

    expect((await fetch(`${urls.a}/api/admin/events`)).status).toBe(401);
    expect((await fetch(`${urls.a}/api/admin/events?ticket=forged`)).status).toBe(401);
    expect((await fetch(`${urls.a}/api/admin/events`, { headers: alice.headers })).status).toBe(403);
    expect((await fetch(`${urls.a}/api/admin/events`, { headers: strayAdmin.headers })).status).toBe(403);

    // A ticket for an order's stream does not open the owner's.
    const order = await placeOrder(ctx.app, alice.headers);
    const orderTicket = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/events/ticket`,
        headers: alice.headers,
      })
    ).json().data as { ticket: string };
    const refused = await fetch(
      `${urls.a}/api/admin/events?ticket=${encodeURIComponent(orderTicket.ticket)}`,
    );
    expect(refused.status).toBe(401);
  });
});
