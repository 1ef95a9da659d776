import type { Order } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders, outboxMessages } from '../../db/schema';
import { composeMail } from '../mail/messages/registry';
import { ZONE } from '../tables/test-kit';
import { placeOrder, setStatus } from './order-test-helpers';

let url: string;

const {
  ctx,
  owner,
  users: { customer },
} = useTestApp({ seed: true, users: { customer: { name: 'Priya Customer' } } });
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const MINUTE = 60_000;
const SITE = { siteUrl: 'http://flame.test' };
const patch = (path: string, payload: unknown, headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({ method: 'PATCH', url: path, payload: payload as object, headers });
const orderOf = async (id: string): Promise<Order> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: customer.headers })).json().data;
const trackingOf = async (id: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/tracking/order/${id}`, headers: customer.headers })
  ).json().data;
const later = (order: Order, minutes: number) =>
  new Date(new Date(order.pickupTime).getTime() + minutes * MINUTE).toISOString();
const mailsOf = async (kind: string) =>
  ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

describe('cancelling with a reason', () => {
  it('shows the reason on the order and its tracking, in the history and the customer’s email', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    expect(order.cancellationReason).toBeNull();
    const reason = 'We ran out of lamb tonight, sorry!';
    const response = await patch(`/api/orders/${order._id}/status`, { status: 'cancelled', reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'cancelled', cancellationReason: reason });

    const seen = await orderOf(order._id);
    expect(seen.cancellationReason).toBe(reason);
    expect(seen.statusHistory.at(-1)?.message).toBe(`Order cancelled by the restaurant: ${reason}`);
    expect((await trackingOf(order._id)).cancellationReason).toBe(reason);
    const mails = await mailsOf('order_cancelled');
    const mail = mails.find((each) => (each.payload as { orderId: string }).orderId === order._id);
    const composed = await composeMail(ctx.db, mail!, { ...SITE, links: ctx.app.mail.links }, ctx.app.now());
    expect(composed.text).toContain(reason);
  });

  it('a cancellation without a reason stays as before', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    expect((await setStatus(ctx.app, owner.headers, order._id, 'cancelled')).statusCode).toBe(200);
    const seen = await orderOf(order._id);
    expect(seen.cancellationReason).toBeNull();
    expect(seen.statusHistory.at(-1)?.message).toBe('Order cancelled by the restaurant');
  });

  it('refuses a reason over 200 characters, or with another status, with 400 and changes nothing', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    for (const payload of [
      { status: 'cancelled', reason: 'x'.repeat(201) },
      { status: 'confirmed', reason: 'Because' },
      { status: 'cancelled', reason: 42 },
    ]) {
      const response = await patch(`/api/orders/${order._id}/status`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const seen = await orderOf(order._id);
    expect(seen).toMatchObject({ status: 'pending', cancellationReason: null });
    expect(seen.statusHistory).toHaveLength(1);
  });
});

describe('moving the pickup time later', () => {
  it('moves it, says so in the history and by email, and pushes it to the order’s open stream', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    const stream = await openStream(`${url}/api/orders/${order._id}/events`, customer.headers);
    await stream.next('ready');

    const moved = later(order, 45);
    const response = await patch(`/api/orders/${order._id}/pickup-time`, { pickupTime: moved });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.pickupTime).toBe(moved);
    expect(await stream.next('order', undefined, 2000)).toMatchObject({ orderId: order._id });
    stream.close();

    const seen = await orderOf(order._id);
    expect(seen.pickupTime).toBe(moved);
    expect(seen.status).toBe('pending');
    // The time alone on the day of the move, with its date on a later day.
    const clock = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });
    const dated = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' });
    const sameDay = day.format(new Date(moved)) === day.format(ctx.app.now());
    const movedTo = `Pickup time moved to ${(sameDay ? clock : dated).format(new Date(moved))}`;
    expect(seen.statusHistory.at(-1)?.message).toBe(movedTo);
    expect((await trackingOf(order._id)).pickupTime).toBe(moved);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.pickupTime.toISOString()).toBe(moved);
    const mails = await mailsOf('order_pickup_moved');
    const mail = mails.find((each) => (each.payload as { orderId: string }).orderId === order._id);
    const composed = await composeMail(ctx.db, mail!, { ...SITE, links: ctx.app.mail.links }, ctx.app.now());
    expect(composed.subject).toBe(`Order ${order.orderNumber} has a new pickup time`);
    expect(composed.text).toContain(movedTo);
  });

  it("reaches the owner's dashboard stream too, so every open board shows the new time", async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/events/ticket',
      headers: owner.headers,
    });
    const { ticket: value } = ticket.json().data as { ticket: string };
    const board = await openStream(`${url}/api/admin/events?ticket=${encodeURIComponent(value)}`);
    await board.next('ready');
    const response = await patch(`/api/orders/${order._id}/pickup-time`, { pickupTime: later(order, 15) });
    expect(response.statusCode).toBe(200);
    expect(
      await board.next('order', (event: { orderId: string }) => event.orderId === order._id, 2000),
    ).toMatchObject({ type: 'pickup_moved', orderId: order._id, status: 'pending' });
    board.close();
  });

  it('refuses earlier, the same, off-step and outside-hours times with 400, changing nothing', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    // The seeded order is at the first slot of an opening day; 23:00 the same evening is after closing.
    const closed = new Date(new Date(order.pickupTime).getTime() + 14 * 60 * MINUTE).toISOString();
    for (const pickupTime of [later(order, -15), order.pickupTime, later(order, 10), closed, 'tonight', '']) {
      const response = await patch(`/api/orders/${order._id}/pickup-time`, { pickupTime });
      expect(response.statusCode, pickupTime).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await patch(`/api/orders/${order._id}/pickup-time`, {})).statusCode).toBe(400);
    const seen = await orderOf(order._id);
    expect(seen.pickupTime).toBe(order.pickupTime);
    expect(seen.statusHistory).toHaveLength(1);
  });

  it('refuses a completed or cancelled order with 409', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    await setStatus(ctx.app, owner.headers, order._id, 'cancelled');
    const response = await patch(`/api/orders/${order._id}/pickup-time`, { pickupTime: later(order, 30) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The order is Cancelled, so its pickup time can no longer change');
  });
});
