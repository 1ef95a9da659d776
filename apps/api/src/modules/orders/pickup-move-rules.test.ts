import {
  addDaysToIsoDate,
  pickupMoveSlotFullMessage,
  zonedDateAndMinutes,
  zonedInstant,
  type Order,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders, restaurants } from '../../db/schema';
import { placeOrder, validPickupTime } from './order-test-helpers';

const {
  ctx,
  owner,
  restaurant,
  users: { alice },
} = useTestApp({ seed: true, users: { alice: {} } });

const QUARTER = 15 * 60_000;
const move = (orderId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/pickup-time`,
    headers: owner.headers,
    payload,
  });
const pickupOf = async (id: string) =>
  (await ctx.db.select({ at: orders.pickupTime }).from(orders).where(eq(orders.id, id)))[0]!.at.toISOString();
const later = (iso: string, quarters: number) => new Date(Date.parse(iso) + quarters * QUARTER).toISOString();

beforeEach(async () => {
  // Each test starts from no order, so the slots it fills are its own.
  await ctx.db.update(orders).set({ status: 'cancelled' });
  await ctx.db.update(restaurants).set({ pickupSlotCapacity: 1 }).where(eq(restaurants.id, restaurant.id));
});

describe("the owner's 'move pickup'", () => {
  it('keeps the ordering window: an order is never moved to 2099', async () => {
    const first = await validPickupTime(ctx.app);
    const order = await placeOrder(ctx.app, alice.headers, { pickupTime: first });
    // The same weekday and clock time, about 73 years on: open, on the step, but far past the 7-day window.
    const { date, minutes } = zonedDateAndMinutes(new Date(first), restaurant.timeZone);
    const in2099 = zonedInstant(addDaysToIsoDate(date, 7 * 52 * 73), minutes, restaurant.timeZone);
    expect(in2099.getUTCFullYear()).toBe(2099);
    const response = await move(order._id, { pickupTime: in2099.toISOString() });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Please choose a pickup time within the next 7 days');
    expect(await pickupOf(order._id)).toBe(new Date(first).toISOString());
  });

  it('refuses a full slot with 409 unless overCapacity is sent after the warning', async () => {
    const first = await validPickupTime(ctx.app);
    const moving = await placeOrder(ctx.app, alice.headers, { pickupTime: first });
    const full = later(first, 1);
    await placeOrder(ctx.app, alice.headers, { pickupTime: full });

    const refused = await move(moving._id, { pickupTime: full });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(pickupMoveSlotFullMessage(1, 1));
    expect(await pickupOf(moving._id)).toBe(new Date(first).toISOString());

    const allowed = await move(moving._id, { pickupTime: full, overCapacity: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((allowed.json().data as Order).pickupTime).toBe(full);
  });

  it('lets only one of two racing moves take the last place of a slot', async () => {
    const first = await validPickupTime(ctx.app);
    const a = await placeOrder(ctx.app, alice.headers, { pickupTime: first });
    const b = await placeOrder(ctx.app, alice.headers, { pickupTime: later(first, 1) });
    const target = later(first, 2);
    const answers = await Promise.all([a, b].map((order) => move(order._id, { pickupTime: target })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
