import { pickupSlots, type Order } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders, outboxMessages, printJobs, restaurants } from '../../db/schema';
import { composeMail } from '../mail/messages/registry';
import { setUpPrinter } from '../printer/printer-test-helpers';
import { currentOpeningHours } from '../restaurant/service';
import { choiceId, clock, dish, staffOrder, startClockBeforeOpening } from './staff-order-test-helpers';

const {
  ctx,
  owner,
  restaurant,
  users: { customer },
} = useTestApp({ seed: true, now: () => clock.now ?? new Date(), users: { customer: { name: 'Priya' } } });
const SITE = { siteUrl: 'http://flame.test' };

let firstSlot: string;
beforeEach(async () => {
  firstSlot = await startClockBeforeOpening(ctx.app);
  await ctx.db.update(orders).set({ status: 'cancelled' });
  await ctx.db.update(restaurants).set({ pickupSlotCapacity: 1 }).where(eq(restaurants.id, restaurant.id));
});

async function phoneOrder(overrides: object = {}) {
  const curry = await dish(ctx.app, 'Butter Chicken');
  return {
    customer: { name: 'Maya Gurung', phone: '(555) 201-3344', email: 'Maya@Example.com' },
    items: [{ foodId: curry._id, quantity: 2, choiceIds: [choiceId(curry, 'Spice level', 'Hot')] }],
    pickupTime: firstSlot,
    note: 'Calls when outside',
    ...overrides,
  };
}

describe('POST /api/orders/staff', () => {
  it('takes a phone order 30 minutes ahead (no lead time): next number, staff source, board, ticket, mail', async () => {
    // A printer that prints on arrival (nothing listens on its port: the ticket stays queued).
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: 9, autoPrint: 'on-arrival' });
    const before = await staffOrder(ctx.app, owner.headers, await phoneOrder());
    expect(before.statusCode, before.body).toBe(201);
    const order = before.json().data as Order;
    // (17.95) less 10 % = 16.155 → 16.16 a unit, × 2.
    expect(order).toMatchObject({
      source: 'staff',
      version: 1,
      adjustment: null,
      history: [],
      changesEmailed: true,
      total: 32.32,
      status: 'pending',
      phone: '(555) 201-3344',
      user: { name: 'Maya Gurung' },
      pickupTime: firstSlot,
    });
    expect(order.items[0]!.options).toEqual([{ group: 'Spice level', name: 'Hot', priceDelta: 0 }]);

    const board = await ctx.app.inject({ method: 'GET', url: '/api/orders/pickups', headers: owner.headers });
    const row = (board.json().data as { _id: string; customerName: string; source: string }[]).find(
      (r) => r._id === order._id,
    );
    expect(row).toMatchObject({ customerName: 'Maya Gurung', source: 'staff' });
    const tickets = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, order._id));
    expect(tickets).toHaveLength(1);

    const [mail] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'order_placed'), eq(outboxMessages.recipient, 'maya@example.com')));
    expect(mail).toBeDefined();
    const composed = await composeMail(ctx.db, mail!, { ...SITE, links: ctx.app.mail.links }, ctx.app.now());
    expect(composed.subject).toContain(`Order ${order.orderNumber} `);
    const link = /http:\/\/flame\.test\/order\/[^\s"?]+\?key=[^\s")\]]+/.exec(composed.text)?.[0];
    expect(link, composed.text).toBeDefined();

    // The signed link opens the order without an account; a key for another order or a forged one does not.
    const key = decodeURIComponent(new URL(link!).searchParams.get('key')!);
    const guest = (id: string, k: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${id}/guest?key=${encodeURIComponent(k)}` });
    const seen = await guest(order._id, key);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ _id: order._id, total: 32.32, source: 'staff' });
    expect((await guest(order._id, `${order._id}.forged`)).statusCode).toBe(404);
    const other = (await staffOrder(ctx.app, owner.headers, await phoneOrder({ overCapacity: true }))).json()
      .data as Order;
    expect(other.orderNumber).toBe(order.orderNumber + 1);
    expect((await guest(other._id, key)).statusCode).toBe(404);
  });

  it('without an email queues no confirmation, and its answers say a change is not emailed', async () => {
    const body = await phoneOrder({ customer: { name: 'Ram', phone: '(555) 201-0000' } });
    const response = await staffOrder(ctx.app, owner.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json().data as Order)._id;
    expect((response.json().data as Order).changesEmailed).toBe(false);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: owner.headers });
    expect(read.json().data).toMatchObject({ changesEmailed: false, phone: '(555) 201-0000' });
    const mails = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order_placed'));
    expect(mails.filter((mail) => (mail.payload as { orderId: string }).orderId === id)).toEqual([]);
  });

  it('a full slot is refused with a warning under overCapacity, and taken with overCapacity: true', async () => {
    expect((await staffOrder(ctx.app, owner.headers, await phoneOrder())).statusCode).toBe(201);
    const full = await staffOrder(ctx.app, owner.headers, await phoneOrder());
    expect(full.statusCode).toBe(409);
    expect(full.json().error.overCapacity[0]).toBe(
      'That pickup time already holds 1 order, and the limit is 1. Take the order anyway only if the kitchen can make one more.',
    );
    const anyway = await staffOrder(ctx.app, owner.headers, await phoneOrder({ overCapacity: true }));
    expect(anyway.statusCode, anyway.body).toBe(201);
  });

  it('answers 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ customer: { name: '', phone: '(555) 201-3344' } }, 'customer.name'],
      [{ customer: { name: 'Maya', phone: '12' } }, 'customer.phone'],
      [{ customer: { name: 'Maya', phone: '(555) 201-3344', email: 'not-an-email' } }, 'customer.email'],
      [{ items: [] }, 'items'],
      [{ pickupTime: 'soon' }, 'pickupTime'],
    ];
    for (const [overrides, field] of cases) {
      const response = await staffOrder(ctx.app, owner.headers, await phoneOrder(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error), field).toContain(field);
    }
  });

  it('refuses a time in the past or while closed, naming pickupTime', async () => {
    const past = new Date(Date.parse(firstSlot) - 45 * 60_000).toISOString();
    const response = await staffOrder(ctx.app, owner.headers, await phoneOrder({ pickupTime: past }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.pickupTime).toBeDefined();
    // The same time through the customer's checkout is inside the lead time: the owner's rule is the wider one.
    const { openingHours, timeZone } = await currentOpeningHours(ctx.db);
    const online = pickupSlots(ctx.app.now(), openingHours, timeZone)[0]!.slots[0]!.value;
    expect(Date.parse(online)).toBeGreaterThan(Date.parse(firstSlot));
  });

  it('is for the owner only: 401 signed out, 403 for a customer', async () => {
    const body = await phoneOrder();
    expect((await staffOrder(ctx.app, {}, body)).statusCode).toBe(401);
    expect((await staffOrder(ctx.app, customer.headers, body)).statusCode).toBe(403);
  });
});
