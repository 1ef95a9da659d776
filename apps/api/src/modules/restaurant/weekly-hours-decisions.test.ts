import {
  DEFAULT_OPENING_HOURS,
  outsideHoursCancelReason,
  outsideHoursWarning,
  type OpeningHour,
  type WeeklyHoursDecision,
} from '@flame/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { boardRowOf, placeOrder } from '../orders/order-test-helpers';
import { booking, instant } from '../tables/test-kit';

/** Monday, March 2 2026, noon in Chicago. */
const now = new Date(instant('2026-03-02', '12:00'));

const {
  ctx,
  owner,
  restaurant,
  tables,
  users: { customer },
} = useTestApp({ now: () => now, seed: true, users: { customer: {} } });

afterEach(async () => {
  expect((await saveHours(DEFAULT_OPENING_HOURS)).statusCode).toBe(200);
});

function saveHours(openingHours: readonly OpeningHour[]) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${restaurant.id}`,
    headers: owner.headers,
    payload: { openingHours },
  });
}

/** The weekly hours with one day changed. */
const weekWith = (day: OpeningHour['day'], hours: Omit<OpeningHour, 'day'>) =>
  DEFAULT_OPENING_HOURS.map((entry) => (entry.day === day ? { day, ...hours } : entry));

/**
 * The owner's list, for this test's month: the seed's own bookings (on dates after the real today) may be
 * listed too.
 */
async function decisions(): Promise<WeeklyHoursDecision[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/restaurants/hours/decisions',
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as WeeklyHoursDecision[]).filter((day) => day.date.startsWith('2026-03'));
}

const boardRow = (orderId: string) => boardRowOf(ctx.app, owner.headers, orderId);

const orderFor = async (pickupTime: string) =>
  (await placeOrder(ctx.app, customer.headers, { pickupTime }))._id;

async function bookFor(date: string, time: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: customer.headers,
    payload: booking(tables[0]!.id, { reservedDate: date, reservedTime: time, reservedFor: 2 }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

describe('bookings left outside weekly hours changed after they were made', () => {
  it('are listed by date and flagged on the board until kept or cancelled', async () => {
    // Tuesday March 3 and the next Tuesday (a table); Wednesday March 4 stays open.
    const tuesdayOrder = await orderFor(instant('2026-03-03', '12:30'));
    const laterTuesdayBooking = await bookFor('2026-03-10', '12:00 PM');
    const wednesdayOrder = await orderFor(instant('2026-03-04', '12:30'));
    const tuesdayBooking = await bookFor('2026-03-03', '7:00 PM');
    expect(await decisions()).toEqual([]);

    expect(
      (await saveHours(weekWith('Tuesday', { isClosed: true, open: null, close: null }))).statusCode,
    ).toBe(200);
    const listed = await decisions();
    expect(listed.map((day) => [day.date, day.isClosed])).toEqual([
      ['2026-03-03', true],
      ['2026-03-10', true],
    ]);
    expect(listed[0]!.affected.orders.map((order) => order._id)).toEqual([tuesdayOrder]);
    expect(listed[0]!.affected.reservations.map((reservation) => reservation._id)).toEqual([tuesdayBooking]);
    expect(listed[1]!.affected).toEqual({
      orders: [],
      reservations: [expect.objectContaining({ _id: laterTuesdayBooking })],
    });

    const flag = (await boardRow(tuesdayOrder)).outsideHours;
    expect(flag).toEqual({ _id: null, date: '2026-03-03', isClosed: true, note: '' });
    expect(outsideHoursWarning(flag!)).toBe('Pickup day now closed — keep or cancel');
    expect(outsideHoursCancelReason(flag!)).toBe('The restaurant is closed on Mar 3');
    expect((await boardRow(wednesdayOrder)).outsideHours).toBeNull();

    const keep = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${tuesdayOrder}/keep-outside-hours`,
      headers: owner.headers,
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await boardRow(tuesdayOrder)).outsideHours).toBeNull();
    const [tuesday] = await decisions();
    expect(tuesday!.date).toBe('2026-03-03');
    expect(tuesday!.affected.orders).toEqual([]);
  });

  it('names shorter hours as other hours, and leaves a booking the new hours still cover', async () => {
    const lunch = await orderFor(instant('2026-03-04', '12:30'));
    const evening = await orderFor(instant('2026-03-04', '19:00'));
    const dinner = await bookFor('2026-03-04', '5:00 PM');
    expect(
      (await saveHours(weekWith('Wednesday', { isClosed: false, open: '10:00 AM', close: '6:00 PM' })))
        .statusCode,
    ).toBe(200);
    const [day, ...others] = await decisions();
    expect(others).toEqual([]);
    expect(day).toMatchObject({ date: '2026-03-04', isClosed: false, note: '' });
    expect(day!.affected.orders.map((order) => order._id)).toEqual([evening]);
    // 5 to 7 PM runs past the new 6 PM closing.
    expect(day!.affected.reservations.map((reservation) => reservation._id)).toEqual([dinner]);
    expect((await boardRow(lunch)).outsideHours).toBeNull();
    expect(outsideHoursWarning((await boardRow(evening)).outsideHours!)).toBe(
      'Pickup day now has other hours — keep or cancel',
    );
  });

  it("leaves a date with a special day to that day's list", async () => {
    await orderFor(instant('2026-03-05', '12:30'));
    const special = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/special-days',
      headers: owner.headers,
      payload: {
        date: '2026-03-05',
        isClosed: false,
        open: '10:00 AM',
        close: '9:00 PM',
        note: 'Open as usual',
      },
    });
    expect(special.statusCode, special.body).toBe(201);
    expect(
      (await saveHours(weekWith('Thursday', { isClosed: true, open: null, close: null }))).statusCode,
    ).toBe(200);
    expect(await decisions()).toEqual([]);
  });

  it('is the owner’s list only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/hours/decisions',
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
