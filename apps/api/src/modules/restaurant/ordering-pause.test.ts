import { RESTAURANT_INACTIVE_MESSAGES, type Restaurant } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { postPickupOrder } from '../orders/order-test-helpers';
import { booking, instant } from '../tables/test-kit';

/** Wednesday, March 4 2026, 11:00 AM in Chicago: the app's clock, moved by the tests. */
const START = new Date(instant('2026-03-04', '11:00'));
let now = START;

const {
  ctx,
  owner,
  restaurant,
  tables,
  users: { customer },
} = useTestApp({ now: () => now, seed: true, users: { customer: {} } });

/** The public restaurant answer, as an anonymous visitor gets it (from the cache when it holds one). */
async function publicRestaurant(): Promise<Restaurant> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants' });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Restaurant[])[0]!;
}

/** An order for Wednesday 1:00 PM (today), or another pickup, inside the lead time, window and hours. */
async function order(pickupTime = instant('2026-03-04', '13:30')) {
  return postPickupOrder(ctx.app, customer.headers, { pickupTime });
}

function pause(until: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${restaurant.id}/pause`,
    headers: owner.headers,
    payload: { until },
  });
}

function resume() {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/restaurants/${restaurant.id}/pause`,
    headers: owner.headers,
  });
}

describe('pausing online orders', () => {
  it('is off by default', async () => {
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false, orderingPausedUntil: null });
  });

  it('refuses orders until the pause ends, then takes them again by itself, cached answer included', async () => {
    now = START;
    const until = instant('2026-03-04', '19:30');
    const paused = await pause(until);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data).toMatchObject({ orderingPaused: true, orderingPausedUntil: until });
    // Read twice: the second answer comes from the catalogue cache.
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: true, orderingPausedUntil: until });
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: true, orderingPausedUntil: until });

    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Online ordering is paused until 7:30 PM. Please call us at ${restaurant.phone} to order.`,
    );

    now = new Date(new Date(until).getTime() - 20 * 60_000);
    expect((await order(instant('2026-03-04', '19:15'))).statusCode).toBe(409);

    // The moment it ends: no job ran, no write happened, and neither the answer nor the cache says paused.
    now = new Date(until);
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false, orderingPausedUntil: null });
    const placed = await order(instant('2026-03-05', '12:00'));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await resume()).statusCode).toBe(200);
  });

  it('stops only the pickups before its end: a later time, and every later day, stay open', async () => {
    now = START;
    const until = instant('2026-03-04', '19:30');
    expect((await pause(until)).statusCode).toBe(200);
    expect((await order(instant('2026-03-04', '19:15'))).statusCode).toBe(409);
    const atTheEnd = await order(until);
    expect(atTheEnd.statusCode, atTheEnd.body).toBe(201);
    const tomorrow = await order(instant('2026-03-05', '12:00'));
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);

    const slots = async (date: string) => {
      const response = await ctx.app.inject({ url: `/api/orders/pickup-slots?date=${date}` });
      return response.json().data as { time: string; available: boolean }[];
    };
    const today = await slots('2026-03-04');
    expect(today.filter((slot) => slot.available).map((slot) => slot.time)[0]).toBe(until);
    expect(today.find((slot) => slot.time === instant('2026-03-04', '13:00'))?.available).toBe(false);
    expect((await slots('2026-03-05')).some((slot) => slot.available)).toBe(true);
    expect((await resume()).statusCode).toBe(200);
  });

  it('names the day when the pause ends on another day', async () => {
    now = START;
    expect((await pause(instant('2026-03-05', '09:00'))).statusCode).toBe(200);
    expect((await order()).json().message).toBe(
      `Online ordering is paused until Thursday, March 5, 9:00 AM. Please call us at ${restaurant.phone} to order.`,
    );
    expect((await resume()).statusCode).toBe(200);
  });

  it('without an end holds until the owner resumes', async () => {
    now = START;
    expect((await pause(null)).json().data).toMatchObject({
      orderingPaused: true,
      orderingPausedUntil: null,
    });
    now = new Date(START.getTime() + 3 * 24 * 60 * 60 * 1000);
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: true, orderingPausedUntil: null });
    now = START;
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Online ordering is paused. Please call us at ${restaurant.phone} to order.`,
    );

    const resumed = await resume();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ orderingPaused: false, orderingPausedUntil: null });
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false });
    expect((await order()).statusCode).toBe(201);
  });

  it('refuses a pause that ends now or earlier, or a badly written one, with a 400 and nothing saved', async () => {
    now = START;
    for (const until of [
      START.toISOString(),
      instant('2026-03-04', '10:00'),
      'tonight',
      '2026-03-04 19:30',
      42,
    ]) {
      const response = await pause(until);
      expect(response.statusCode, String(until)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const extra = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}/pause`,
      headers: owner.headers,
      payload: { until: null, reason: 'busy' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false, orderingPausedUntil: null });
  });
});

describe("'Is active' switched off", () => {
  it('keeps the site browsable and refuses new orders and bookings with 409', async () => {
    now = START;
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await publicRestaurant()).toMatchObject({ isActive: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/food' })).statusCode).toBe(200);

    const refusedOrder = await order();
    expect(refusedOrder.statusCode).toBe(409);
    expect(refusedOrder.json().message).toBe(RESTAURANT_INACTIVE_MESSAGES.orders);
    const refusedBooking = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: customer.headers,
      payload: booking(tables[0]!.id, { reservedDate: '2026-03-05' }),
    });
    expect(refusedBooking.statusCode).toBe(409);
    expect(refusedBooking.json().message).toBe(RESTAURANT_INACTIVE_MESSAGES.bookings);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
      payload: { isActive: true },
    });
    expect((await order()).statusCode).toBe(201);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: customer.headers,
      payload: booking(tables[0]!.id, { reservedDate: '2026-03-05' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
