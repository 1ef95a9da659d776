import { pickupSlots, type PickupRow } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { currentOpeningHours } from '../restaurant/service';
import { instant } from '../tables/test-kit';
import { orderBody, placeOrder } from './order-test-helpers';

/** Friday, November 27 2026, 10:00 AM in Chicago; the clock moves a minute per order placed. */
let now = new Date(instant('2026-11-27', '10:00'));

const {
  ctx,
  owner,
  users: { alice, bob },
} = useTestApp({ now: () => now, seed: true, users: { alice: {}, bob: {} } });

async function placeAt(headers: Record<string, string>, pickupTime: string, specialInstructions?: string) {
  now = new Date(now.getTime() + 60_000);
  return placeOrder(ctx.app, headers, {
    pickupTime,
    ...(specialInstructions ? { items: await itemsWith(specialInstructions) } : {}),
  });
}

async function itemsWith(specialInstructions: string) {
  const [first] = (await orderBody(ctx.app)).items;
  return [{ ...first!, specialInstructions }];
}

/** Pickup days as offered three hours from now, past the lead time of the orders placed meanwhile. */
async function pickupDays() {
  const { openingHours, timeZone } = await currentOpeningHours(ctx.db);
  return pickupSlots(new Date(now.getTime() + 3 * 60 * 60_000), openingHours, timeZone);
}

async function activePickups(): Promise<PickupRow[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/orders/pickups?view=active',
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PickupRow[];
}

describe('GET /api/orders/pickups, the order of active pickups', () => {
  it('lists them by pickup time, earliest first, and orders for the same time as they were placed', async () => {
    const [tonight, later] = await pickupDays();
    expect(tonight!.date).toBe('2026-11-27');
    expect(later!.date).not.toBe('2026-11-27');

    const saturday = await placeAt(alice.headers, later!.slots[0]!.value);
    const late = await placeAt(alice.headers, tonight!.slots.at(-1)!.value);
    const early = await placeAt(bob.headers, tonight!.slots[0]!.value);
    const earlyToo = await placeAt(alice.headers, tonight!.slots[0]!.value);

    const ours = [saturday._id, late._id, early._id, earlyToo._id];
    const listed = (await activePickups()).map((row) => row._id).filter((id) => ours.includes(id));
    expect(listed).toEqual([early._id, earlyToo._id, late._id, saturday._id]);
  });

  it("carries each line's special instructions and the customer's phone", async () => {
    const [tonight] = await pickupDays();
    const order = await placeAt(
      bob.headers,
      tonight!.slots[1]!.value,
      'Extra spicy achar, allergic to peanuts',
    );

    const row = (await activePickups()).find((pickup) => pickup._id === order._id)!;
    expect(row.phone).toBe('(555) 123-4567');
    expect(row.items.map((item) => item.specialInstructions)).toEqual([
      'Extra spicy achar, allergic to peanuts',
    ]);
  });
});
