import type { Food, Order } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { menu, placeOrder } from '../orders/order-test-helpers';
import { booking, instant } from '../tables/test-kit';

/**
 * A special day replaces its date's weekly hours for the rules beyond pickup slots and orders: moving a pickup,
 * the end of 'sold out today' and table bookings. Read with the injected clock, in Chicago (weekdays 10 AM to
 * 9 PM, Friday and Saturday to 10 PM, Sunday 11 AM to 8 PM).
 */
let now = new Date(instant('2026-11-24', '12:00'));

// Sessions end by the same clock; theirs last the year the tests move it over.
const {
  ctx,
  owner,
  tables,
  users: { customer },
} = useTestApp({ now: () => now, config: { sessionDays: 365 }, seed: true, users: { customer: {} } });

async function addSpecialDay(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/special-days',
    headers: owner.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const movePickup = (order: Order, pickupTime: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${order._id}/pickup-time`,
    headers: owner.headers,
    payload: { pickupTime },
  });

async function markSoldOut(food: Food): Promise<string | null> {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/food/${food._id}/sold-out`,
    headers: owner.headers,
    payload: { soldOut: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Food).soldOutUntil;
}

describe('special days in every rule', () => {
  it('a pickup cannot be moved past the early closing of a special day', async () => {
    now = new Date(instant('2026-12-22', '12:00'));
    await addSpecialDay({ date: '2026-12-24', isClosed: false, open: '10:00 AM', close: '3:00 PM' });
    const order = await placeOrder(ctx.app, customer.headers, {
      pickupTime: instant('2026-12-24', '13:00'),
    });

    const afterClosing = await movePickup(order, instant('2026-12-24', '16:00'));
    expect(afterClosing.statusCode).toBe(400);
    expect(afterClosing.json().message).toBe(
      'The restaurant is closed at that time. Please choose a time within opening hours',
    );
    const lastSlot = await movePickup(order, instant('2026-12-24', '14:45'));
    expect(lastSlot.statusCode, lastSlot.body).toBe(200);
    expect(lastSlot.json().data.pickupTime).toBe(instant('2026-12-24', '14:45'));
  });

  it("a special night across midnight: a pickup moves into its small hours, even onto a closed New Year's Day", async () => {
    now = new Date(instant('2026-12-30', '12:00'));
    await addSpecialDay({ date: '2026-12-31', isClosed: false, open: '6:00 PM', close: '2:00 AM' });
    await addSpecialDay({ date: '2027-01-01', isClosed: true, note: "New Year's Day" });
    const order = await placeOrder(ctx.app, customer.headers, {
      pickupTime: instant('2026-12-31', '23:30'),
    });

    const smallHours = await movePickup(order, instant('2027-01-01', '01:45'));
    expect(smallHours.statusCode, smallHours.body).toBe(200);
    expect((await movePickup(order, instant('2027-01-01', '02:00'))).statusCode).toBe(400);
    expect((await movePickup(order, instant('2027-01-01', '12:00'))).statusCode).toBe(400);
  });

  it('a pickup on the autumn daylight-saving day follows that special day’s local hours', async () => {
    now = new Date(instant('2027-11-05', '12:00'));
    // Sunday 2027-11-07: Chicago goes back from UTC-5 to UTC-6 at 2 AM; open noon to 5 PM local.
    await addSpecialDay({ date: '2027-11-07', isClosed: false, open: '12:00 PM', close: '5:00 PM' });
    const order = await placeOrder(ctx.app, customer.headers, {
      pickupTime: '2027-11-07T18:00:00.000Z', // 12:00 PM CST
    });
    expect((await movePickup(order, '2027-11-07T22:45:00.000Z')).statusCode).toBe(200); // 4:45 PM
    expect((await movePickup(order, '2027-11-07T23:00:00.000Z')).statusCode).toBe(400); // 5:00 PM
  });

  it('table bookings: a closed special day is refused, a short one limits the times', async () => {
    now = new Date(instant('2026-11-24', '12:00'));
    await addSpecialDay({ date: '2026-12-07', isClosed: true, note: 'Staff party' });
    await addSpecialDay({ date: '2026-12-08', isClosed: false, open: '12:00 PM', close: '8:00 PM' });
    const book = (overrides: Parameters<typeof booking>[1]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/restaurants/table/book',
        headers: customer.headers,
        payload: booking(tables[0]!.id, overrides),
      });
    const closed = await book({ reservedDate: '2026-12-07', reservedTime: '7:00 PM' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('We are closed on that date');
    const short = await book({ reservedDate: '2026-12-08', reservedTime: '11:00 AM', reservedFor: 2 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('We are open from 12:00 PM to 8:00 PM that day');
    const noon = await book({ reservedDate: '2026-12-08', reservedTime: '12:00 PM', reservedFor: 2 });
    expect(noon.statusCode, noon.body).toBe(201);
  });

  // Last: these leave dishes sold out, which orders above would trip on.
  it("a sold-out dish comes back at the next opening, skipping a closed holiday and taking a special day's opening", async () => {
    await addSpecialDay({ date: '2026-11-26', isClosed: true, note: 'Thanksgiving' });
    await addSpecialDay({ date: '2026-11-27', isClosed: false, open: '12:00 PM', close: '8:00 PM' });
    now = new Date(instant('2026-11-25', '19:00'));
    const [dish] = await menu(ctx.app);
    // Wednesday evening: Thanksgiving Thursday is closed, Friday opens at noon rather than 10 AM.
    expect(await markSoldOut(dish!)).toBe(instant('2026-11-27', '12:00'));
  });

  it('a sold-out dish marked the evening before the spring daylight-saving change comes back on the new offset', async () => {
    await addSpecialDay({ date: '2027-03-14', isClosed: false, open: '9:00 AM', close: '3:00 PM' });
    now = new Date(instant('2027-03-13', '20:00'));
    const [, dish] = await menu(ctx.app);
    // Sunday 2027-03-14 is the day Chicago moves from UTC-6 to UTC-5: 9:00 AM local is 14:00 UTC.
    expect(await markSoldOut(dish!)).toBe('2027-03-14T14:00:00.000Z');
  });
});
