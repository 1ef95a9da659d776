import type { OwnerSpecialDay } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages } from '../../db/schema';
import { composeMail } from '../mail/messages/registry';
import { boardRowOf, placeOrder } from '../orders/order-test-helpers';
import { booking, instant } from '../tables/test-kit';

/** Monday, March 2 2026, noon in Chicago. */
const now = new Date(instant('2026-03-02', '12:00'));

const {
  ctx,
  owner,
  tables,
  users: { customer },
} = useTestApp({ now: () => now, seed: true, users: { customer: {} } });

const SITE = { siteUrl: 'http://flame.test' };

async function decisions(headers = owner.headers): Promise<OwnerSpecialDay[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/restaurants/special-days/decisions',
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OwnerSpecialDay[];
}

const boardRow = (orderId: string) => boardRowOf(ctx.app, owner.headers, orderId);

const orderFor = async (pickupTime: string) =>
  (await placeOrder(ctx.app, customer.headers, { pickupTime }))._id;

async function cancelledMailsOf(orderId: string) {
  const mails = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order_cancelled'));
  return mails.filter((mail) => (mail.payload as { orderId: string }).orderId === orderId);
}

describe('bookings left outside the hours of a special day added later', () => {
  it('stay listed on the day and flagged on the board until kept or cancelled', async () => {
    const kept = await orderFor(instant('2026-03-06', '12:00'));
    const cancelled = await orderFor(instant('2026-03-06', '18:00'));
    const reservation = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: customer.headers,
      payload: booking(tables[0]!.id, {
        reservedDate: '2026-03-06',
        reservedTime: '7:00 PM',
        reservedFor: 2,
      }),
    });
    expect(reservation.statusCode, reservation.body).toBe(201);
    const reservationId = reservation.json().data._id as string;
    expect((await boardRow(kept)).outsideHours).toBeNull();

    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/special-days',
      headers: owner.headers,
      payload: { date: '2026-03-06', isClosed: true, note: 'Staff party' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const dayId = added.json().data._id as string;

    // A fresh read (a reload) lists them again, from what is stored.
    const [day] = await decisions();
    expect(day).toMatchObject({ _id: dayId, date: '2026-03-06', isClosed: true, note: 'Staff party' });
    expect(day!.affected.orders.map((order) => order._id)).toEqual([kept, cancelled]);
    expect(day!.affected.reservations.map((booked) => booked._id)).toEqual([reservationId]);
    expect((await boardRow(kept)).outsideHours).toEqual({
      _id: dayId,
      date: '2026-03-06',
      isClosed: true,
      note: 'Staff party',
    });

    // Keeping stores the decision and tells nobody.
    const mailsBefore = (await ctx.db.select().from(outboxMessages)).length;
    const keep = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${kept}/keep-outside-hours`,
      headers: owner.headers,
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await boardRow(kept)).outsideHours).toBeNull();
    expect((await decisions())[0]!.affected.orders.map((order) => order._id)).toEqual([cancelled]);
    expect(await ctx.db.select().from(outboxMessages)).toHaveLength(mailsBefore);

    // Cancelling (the existing cancel) clears it and emails the customer the reason.
    const reason = 'The restaurant is closed on Mar 6 (Staff party)';
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelled}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled', reason },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await decisions())[0]!.affected.orders).toEqual([]);
    const row = await boardRow(cancelled);
    expect(row).toMatchObject({
      status: 'cancelled',
      outsideHours: null,
      cancelledBy: 'restaurant',
      cancellationReason: reason,
    });
    const [mail] = await cancelledMailsOf(cancelled);
    const composed = await composeMail(ctx.db, mail!, { ...SITE, links: ctx.app.mail.links }, ctx.app.now());
    expect(composed.text).toContain(reason);

    const keepReservation = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${reservationId}/keep-outside-hours`,
      headers: owner.headers,
    });
    expect(keepReservation.statusCode).toBe(200);
    expect((await decisions())[0]!.affected).toEqual({ orders: [], reservations: [] });
  });

  it('a customer can neither list, keep nor reach another restaurant’s booking', async () => {
    const orderId = await orderFor(instant('2026-03-07', '12:00'));
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/special-days/decisions',
      headers: customer.headers,
    });
    expect(listed.statusCode).toBe(403);
    const keep = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/keep-outside-hours`,
      headers: customer.headers,
    });
    expect(keep.statusCode).toBe(403);
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: customer.headers,
      payload: { status: 'cancelled', reason: 'Closed' },
    });
    expect(cancel.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/no-such-order/keep-outside-hours',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a customer’s own cancellation is named on the board, without a reason', async () => {
    const orderId = await orderFor(instant('2026-03-09', '12:00'));
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.cancelledBy).toBe('customer');
    expect(await boardRow(orderId)).toMatchObject({ cancelledBy: 'customer', cancellationReason: null });
  });
});
