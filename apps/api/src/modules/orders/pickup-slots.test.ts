import { PICKUP_TIME_MESSAGES, type PickupSlotAvailability, type Restaurant } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { instant } from '../tables/test-kit';
import { postPickupOrder } from './order-test-helpers';
import { SLOT_FULL_MESSAGE } from './slot-capacity';

/** Friday, March 6 2026, noon in Chicago; that Sunday the clocks spring forward at 2:00 AM. */
const NOW = new Date(instant('2026-03-06', '12:00'));

const {
  ctx,
  owner,
  restaurant: seeded,
  users: { customer },
} = useTestApp({ now: () => NOW, seed: true, users: { customer: {} } });

async function slots(date: string): Promise<PickupSlotAvailability[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/orders/pickup-slots?date=${date}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PickupSlotAvailability[];
}

async function order(pickupTime: string) {
  return postPickupOrder(ctx.app, customer.headers, { pickupTime });
}

function updateRules(payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${seeded.id}`,
    headers: owner.headers,
    payload,
  });
}

async function restaurant(): Promise<Restaurant> {
  return ((await ctx.app.inject({ method: 'GET', url: '/api/restaurants' })).json().data as Restaurant[])[0]!;
}

describe('lead time, window and capacity', () => {
  it('default to 2 hours, 7 days and no limit', async () => {
    expect(await restaurant()).toMatchObject({
      pickupLeadMinutes: 120,
      pickupWindowDays: 7,
      pickupSlotCapacity: null,
    });
    const today = await slots('2026-03-06');
    // Friday 10:00 AM to 10:00 PM: 48 slots; the first available one is 2 hours after noon.
    expect(today).toHaveLength(48);
    expect(today.find((slot) => slot.available)?.time).toBe(instant('2026-03-06', '14:00'));
    // The window counts real hours (7 × 24): across the night clocks spring forward, it ends at 1:00 PM.
    const lastDay = await slots('2026-03-13');
    expect(lastDay.find((slot) => slot.time === instant('2026-03-13', '13:00'))?.available).toBe(true);
    expect(lastDay.find((slot) => slot.time === instant('2026-03-13', '13:15'))?.available).toBe(false);
  });

  it('refuses a capacity of 0 and other bad rules with a 400, saving nothing', async () => {
    for (const payload of [
      { pickupSlotCapacity: 0 },
      { pickupSlotCapacity: 2.5 },
      { pickupLeadMinutes: -15 },
      { pickupLeadMinutes: 60, pickupWindowDays: 0 },
      { pickupWindowDays: '7' },
    ]) {
      const response = await updateRules(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await restaurant()).toMatchObject({
      pickupLeadMinutes: 120,
      pickupWindowDays: 7,
      pickupSlotCapacity: null,
    });
  });

  it("follow the owner's rules in the slots and in the orders", async () => {
    const saved = await updateRules({ pickupLeadMinutes: 60, pickupWindowDays: 2, pickupSlotCapacity: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      pickupLeadMinutes: 60,
      pickupWindowDays: 2,
      pickupSlotCapacity: 2,
    });

    const today = await slots('2026-03-06');
    expect(today.find((slot) => slot.available)?.time).toBe(instant('2026-03-06', '13:00'));
    const early = await order(instant('2026-03-06', '12:45'));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please choose a pickup time at least 1 hour from now');

    // 48 hours ahead is Sunday 1:00 PM, the clocks having sprung forward that night.
    const sunday = await slots('2026-03-08');
    expect(sunday.find((slot) => slot.time === instant('2026-03-08', '13:00'))?.available).toBe(true);
    expect(sunday.find((slot) => slot.time === instant('2026-03-08', '13:15'))?.available).toBe(false);
    expect((await slots('2026-03-09')).every((slot) => !slot.available)).toBe(true);
    const late = await order(instant('2026-03-09', '12:00'));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Please choose a pickup time within the next 2 days');
    expect((await order(instant('2026-03-06', '10:00'))).json().message).toBe(
      'Please choose a pickup time at least 1 hour from now',
    );
    expect((await order(instant('2026-03-06', '23:00'))).json().message).toBe(PICKUP_TIME_MESSAGES.closed);
  });

  it('fill a slot with pending orders, refuse it when full, and free a place when one is cancelled', async () => {
    const six = instant('2026-03-06', '18:00');
    const first = await order(six);
    expect(first.statusCode, first.body).toBe(201);
    expect((await order(six)).statusCode).toBe(201);
    const full = await order(six);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(SLOT_FULL_MESSAGE);
    // Named under the pickup time, so the checkout returns the customer to the picker.
    expect(full.json().error).toEqual({ pickupTime: [SLOT_FULL_MESSAGE] });
    const today = await slots('2026-03-06');
    expect(today.find((slot) => slot.time === six)?.available).toBe(false);
    expect(today.find((slot) => slot.time === instant('2026-03-06', '18:15'))?.available).toBe(true);

    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${first.json().data._id}/cancel`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await slots('2026-03-06')).find((slot) => slot.time === six)?.available).toBe(true);
    expect((await order(six)).statusCode).toBe(201);
    expect((await order(six)).statusCode).toBe(409);
  });

  it('answers a clear 400 for a date that is not one', async () => {
    for (const query of [
      'date=2026-02-30',
      'date=tomorrow',
      'date=2026-3-6',
      '',
      'date=2026-03-06&extra=1',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/orders/pickup-slots?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('a special night across midnight on the day clocks spring forward', () => {
  it("replaces Saturday's hours, runs into Sunday's short night, and orders follow it", async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/special-days',
      headers: owner.headers,
      payload: { date: '2026-03-07', isClosed: false, open: '6:00 PM', close: '4:00 AM', note: 'Late night' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const saturday = await slots('2026-03-07');
    expect(saturday.map((slot) => slot.time)[0]).toBe(instant('2026-03-07', '18:00'));
    expect(saturday).toHaveLength(24);

    // Sunday: 12:00 AM to 4:00 AM on the wall clock, an hour of which does not exist (2:00 becomes 3:00).
    const sunday = await slots('2026-03-08');
    const night = sunday.filter((slot) => slot.time < instant('2026-03-08', '11:00'));
    expect(night).toHaveLength(12);
    expect(night[0]!.time).toBe(instant('2026-03-08', '00:00'));
    expect(night[7]!.time).toBe(instant('2026-03-08', '01:45'));
    expect(night[8]!.time).toBe(instant('2026-03-08', '03:00'));
    expect(new Date(night[8]!.time).getTime() - new Date(night[7]!.time).getTime()).toBe(15 * 60_000);
    expect(night.every((slot) => slot.available)).toBe(true);
    expect(sunday.filter((slot) => slot.time >= instant('2026-03-08', '11:00'))).toHaveLength(36);

    expect((await order(instant('2026-03-08', '03:45'))).statusCode).toBe(201);
    expect((await order(instant('2026-03-08', '04:00'))).json().message).toBe(PICKUP_TIME_MESSAGES.closed);
    expect((await order(instant('2026-03-07', '12:00'))).json().message).toBe(PICKUP_TIME_MESSAGES.closed);
    expect((await order(instant('2026-03-07', '23:30'))).statusCode).toBe(201);
  });
});
