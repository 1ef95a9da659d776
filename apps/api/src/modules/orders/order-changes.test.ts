import type { Order } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { foods, orderItems, orders, outboxMessages } from '../../db/schema';
import { composeMail } from '../mail/messages/registry';
import { placeOrder, setStatus } from './order-test-helpers';
import { changeLines, choiceId, clock, dish, startClockBeforeOpening } from './staff-order-test-helpers';

const {
  ctx,
  owner,
  users: { customer },
} = useTestApp({ seed: true, now: () => clock.now ?? new Date(), users: { customer: { name: 'Priya' } } });
const SITE = { siteUrl: 'http://flame.test' };

let pickupTime: string;
beforeEach(async () => {
  // Three hours after tomorrow's opening: past the customers' lead time.
  pickupTime = new Date(Date.parse(await startClockBeforeOpening(ctx.app)) + 3 * 3_600_000).toISOString();
});

/** Butter Chicken ×1 Mild and Mango Lassi ×2, as the customer ordered. */
async function customerOrder(): Promise<Order> {
  const curry = await dish(ctx.app, 'Butter Chicken');
  const lassi = await dish(ctx.app, 'Mango Lassi');
  return placeOrder(ctx.app, customer.headers, {
    pickupTime,
    items: [
      { foodId: curry._id, quantity: 1, choiceIds: [choiceId(curry, 'Spice level', 'Mild')] },
      { foodId: lassi._id, quantity: 2 },
    ],
  });
}

/** The change of the example: Hot with raita, one lassi fewer, a garlic naan, $2.80 off. */
async function theChange() {
  const curry = await dish(ctx.app, 'Butter Chicken');
  const lassi = await dish(ctx.app, 'Mango Lassi');
  const naan = await dish(ctx.app, 'Garlic Naan');
  return {
    items: [
      {
        foodId: curry._id,
        quantity: 1,
        choiceIds: [choiceId(curry, 'Spice level', 'Hot'), choiceId(curry, 'Add-ons', 'Raita')],
      },
      { foodId: lassi._id, quantity: 1 },
      { foodId: naan._id, quantity: 1 },
    ],
    adjustment: { amount: 2.8, reason: 'we were late' },
  };
}

describe('PUT /api/orders/{id}/lines', () => {
  it('prices the change as placement does (options, the dish deals, the adjustment) and tells the customer', async () => {
    const order = await customerOrder();
    // 17.95 less 10 % = 16.16, and 2 × 5.50.
    expect(order.total).toBe(27.16);
    const response = await changeLines(ctx.app, owner.headers, order, await theChange());
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json().data as Order;
    // (17.95 + 3.00) less 10 % = 18.855 → 18.86; 5.50; naan 4.50 less 10 % = 4.05; 28.41 less 2.80.
    expect(changed.items.map((item) => [item.food.name, item.quantity, item.lineTotal])).toEqual([
      ['Butter Chicken', 1, 18.86],
      ['Mango Lassi', 1, 5.5],
      ['Garlic Naan', 1, 4.05],
    ]);
    expect(changed).toMatchObject({
      total: 25.61,
      version: 2,
      source: 'online',
      changesEmailed: true,
      adjustment: { amount: 2.8, reason: 'we were late' },
    });

    const seen = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: customer.headers })
    ).json().data as Order;
    expect(seen.total).toBe(25.61);
    expect(seen.history).toEqual([
      {
        at: ctx.app.now().toISOString(),
        by: 'restaurant',
        lines: [
          'Butter Chicken: Mild → Hot, Raita',
          '−1 Mango Lassi',
          '+1 Garlic Naan',
          '$2.80 off: we were late',
        ],
      },
    ]);

    const [mail] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'order_changed'), eq(outboxMessages.recipient, customer.email)));
    const composed = await composeMail(ctx.db, mail!, { ...SITE, links: ctx.app.mail.links }, ctx.app.now());
    expect(composed.subject).toBe(`Order ${order.orderNumber} was changed: new total $25.61`);
    expect(composed.text).toContain('+1 Garlic Naan');
    expect(composed.text).toContain('Discount: we were late');
  });

  it('of two racing changes on one version, stores one and answers 409 to the other', async () => {
    const order = await customerOrder();
    const lassi = await dish(ctx.app, 'Mango Lassi');
    const naan = await dish(ctx.app, 'Garlic Naan');
    const [first, second] = await Promise.all([
      changeLines(ctx.app, owner.headers, order, { items: [{ foodId: lassi._id, quantity: 3 }] }),
      changeLines(ctx.app, owner.headers, order, { items: [{ foodId: naan._id, quantity: 2 }] }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines).toHaveLength(1);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.version).toBe(2);
    // A change on the old version after that is stale too.
    const stale = await changeLines(ctx.app, owner.headers, order, {
      items: [{ foodId: naan._id, quantity: 1 }],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('is refused (409) once the customer cancelled, and when ready, completed or cancelled', async () => {
    const body = await theChange();
    const cancelled = await customerOrder();
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelled._id}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.json().data.version).toBe(2);
    expect((await changeLines(ctx.app, owner.headers, cancelled, body)).statusCode).toBe(409);
    expect((await changeLines(ctx.app, owner.headers, { ...cancelled, version: 2 }, body)).statusCode).toBe(
      409,
    );

    const order = await customerOrder();
    for (const status of ['confirmed', 'preparing']) {
      expect((await setStatus(ctx.app, owner.headers, order._id, status)).statusCode).toBe(200);
    }
    const preparing = await changeLines(ctx.app, owner.headers, order, body);
    expect(preparing.statusCode, preparing.body).toBe(200);
    expect((await setStatus(ctx.app, owner.headers, order._id, 'ready')).statusCode).toBe(200);
    const ready = await changeLines(ctx.app, owner.headers, { ...order, version: 2 }, body);
    expect(ready.statusCode).toBe(409);
    expect(ready.json().message).toBe('The order is Ready for Pickup, so its lines can no longer change');
  });

  it('refuses an added dish that is hidden or unknown, and a discount over the total, naming the field', async () => {
    const order = await customerOrder();
    const naan = await dish(ctx.app, 'Garlic Naan');
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, naan._id));
    const hidden = await changeLines(ctx.app, owner.headers, order, {
      items: [{ foodId: naan._id, quantity: 1 }],
    });
    await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, naan._id));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toContain('Garlic Naan is not available right now');
    const unknown = await changeLines(ctx.app, owner.headers, order, {
      items: [{ foodId: 'no-such', quantity: 1 }],
    });
    expect(unknown.json().error.unavailableFoodIds).toEqual(['no-such']);
    const tooMuch = await changeLines(ctx.app, owner.headers, order, {
      items: [{ foodId: naan._id, quantity: 1 }],
      adjustment: { amount: 5, reason: 'sorry' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error['adjustment.amount']).toEqual([
      'The discount can be at most the order total',
    ]);
    const longReason = await changeLines(ctx.app, owner.headers, order, {
      items: [{ foodId: naan._id, quantity: 1 }],
      adjustment: { amount: 1, reason: 'x'.repeat(121) },
    });
    expect(longReason.statusCode).toBe(400);
    expect(Object.keys(longReason.json().error)).toContain('adjustment.reason');
    const noVersion = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/lines`,
      headers: owner.headers,
      payload: { items: [] },
    });
    expect(Object.keys(noVersion.json().error)).toEqual(expect.arrayContaining(['version', 'items']));
  });

  it('is for the owner only', async () => {
    const order = await customerOrder();
    const body = await theChange();
    expect((await changeLines(ctx.app, customer.headers, order, body)).statusCode).toBe(403);
    expect((await changeLines(ctx.app, {}, order, body)).statusCode).toBe(401);
  });
});
