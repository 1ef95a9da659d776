import { type SpecialDay, type SpecialDayAffected } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { reservations } from '../../db/schema';
import { postPickupOrder } from '../orders/order-test-helpers';
import { booking, instant } from '../tables/test-kit';

/** Monday, March 2 2026, noon in Chicago; moved by a test. */
let now = new Date(instant('2026-03-02', '12:00'));

const {
  ctx,
  owner,
  tables,
  users: { customer },
} = useTestApp({ now: () => now, seed: true, users: { customer: {} } });

function addSpecialDay(payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/special-days',
    headers: owner.headers,
    payload,
  });
}

async function publicList(): Promise<SpecialDay[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/special-days' });
  expect(response.statusCode).toBe(200);
  return response.json().data as SpecialDay[];
}

async function order(pickupTime: string) {
  return postPickupOrder(ctx.app, customer.headers, { pickupTime });
}

function book(overrides: Parameters<typeof booking>[1]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: customer.headers,
    payload: booking(tables[0]!.id, overrides),
  });
}

describe('special days', () => {
  it('adds a closure (201), one per date (409), listed publicly from today on', async () => {
    expect(await publicList()).toEqual([]);
    const added = await addSpecialDay({ date: '2026-03-05', isClosed: true, note: 'Staff training' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toEqual({
      _id: expect.any(String),
      date: '2026-03-05',
      isClosed: true,
      open: null,
      close: null,
      note: 'Staff training',
      affected: { orders: [], reservations: [] },
    });
    const again = await addSpecialDay({
      date: '2026-03-05',
      isClosed: false,
      open: '10:00 AM',
      close: '2:00 PM',
    });
    expect(again.statusCode).toBe(409);
    expect(await publicList()).toEqual([
      {
        _id: added.json().data._id,
        date: '2026-03-05',
        isClosed: true,
        open: null,
        close: null,
        note: 'Staff training',
      },
    ]);
  });

  it('refuses a date before today and badly written days with a 400, saving nothing', async () => {
    const before = await publicList();
    for (const payload of [
      { date: '2026-03-01', isClosed: true },
      { date: '2026-02-30', isClosed: true },
      { date: 'next friday', isClosed: true },
      { date: '2026-03-10', isClosed: false },
      { date: '2026-03-10', isClosed: false, open: '9:15 AM', close: '5:00 PM' },
      { date: '2026-03-10', isClosed: false, open: '9:00 AM', close: '9:00 AM' },
      { date: '2026-03-10', isClosed: true, note: 'x'.repeat(201) },
      { date: '2026-03-10', isClosed: 'yes' },
      { date: '2026-03-10', isClosed: true, color: 'red' },
    ]) {
      const response = await addSpecialDay(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await publicList()).toEqual(before);
  });

  it('closes the date for orders, pickup slots and table bookings', async () => {
    const slots = await ctx.app.inject({ method: 'GET', url: '/api/orders/pickup-slots?date=2026-03-05' });
    expect(slots.json().data).toEqual([]);
    const refused = await order(instant('2026-03-05', '12:00'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The restaurant is closed at that time. Please choose a time within opening hours',
    );
    const booked = await book({ reservedDate: '2026-03-05', reservedTime: '7:00 PM' });
    expect(booked.statusCode).toBe(400);
    expect(booked.json().message).toBe('We are closed on that date');
  });

  it('lists the orders and reservations that shorter hours leave out, and cancels none of them', async () => {
    const evening = await order(instant('2026-03-04', '19:00'));
    const lunch = await order(instant('2026-03-04', '12:00'));
    const late = await book({ reservedDate: '2026-03-04', reservedTime: '7:00 PM', reservedFor: 2 });
    const early = await book({ reservedDate: '2026-03-04', reservedTime: '11:00 AM', reservedFor: 2 });
    for (const response of [evening, lunch, late, early])
      expect(response.statusCode, response.body).toBe(201);

    const added = await addSpecialDay({
      date: '2026-03-04',
      isClosed: false,
      open: '10:00 AM',
      close: '6:00 PM',
      note: 'Private event tonight',
    });
    expect(added.statusCode, added.body).toBe(201);
    const affected = added.json().data.affected as SpecialDayAffected;
    expect(affected.orders.map((o) => o._id)).toEqual([evening.json().data._id]);
    expect(affected.orders[0]).toMatchObject({
      pickupTime: instant('2026-03-04', '19:00'),
      status: 'pending',
    });
    expect(affected.reservations.map((r) => r._id)).toEqual([late.json().data._id]);
    expect(added.json().message).toContain('nothing was cancelled');

    const stillPending = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${evening.json().data._id}`,
      headers: customer.headers,
    });
    expect(stillPending.json().data.status).toBe('pending');
    const [reservation] = await ctx.db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, late.json().data._id));
    expect(reservation?.status).toBe('active');

    // New bookings and orders follow the day's hours.
    const pastClosing = await book({ reservedDate: '2026-03-04', reservedTime: '5:00 PM', reservedFor: 2 });
    expect(pastClosing.statusCode).toBe(400);
    expect(pastClosing.json().message).toBe('The reservation must end by closing time (6:00 PM)');
    expect((await order(instant('2026-03-04', '18:00'))).statusCode).toBe(400);
    expect((await order(instant('2026-03-04', '17:45'))).statusCode).toBe(201);
  });

  it('shows only today and later days, and a removed day gives the weekly hours back', async () => {
    now = new Date(instant('2026-03-05', '09:00'));
    const list = await publicList();
    expect(list.map((day) => day.date)).toEqual(['2026-03-05']);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/special-days/${list[0]!._id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/special-days/${list[0]!._id}`,
      headers: owner.headers,
    });
    expect(twice.statusCode).toBe(404);
    expect(await publicList()).toEqual([]);
    expect((await order(instant('2026-03-05', '12:00'))).statusCode).toBe(201);
  });
});
