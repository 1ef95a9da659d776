import { orderShortCode } from '@flame/shared';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInOwner } from '../../../test/factories';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { connectWithNestedLoopsOnly } from '../../../test/nested-loops-database';
import { outboxMessages, restaurants } from '../../db/schema';
import { menu, orderBody, placeOrder } from '../orders/order-test-helpers';
import { GIVE_UP_AFTER_MS } from './delivery-policy';
import { createMailSender } from './sender';
import { createMailTransport, type MailTransport } from './transport';

const SITE = TEST_SITE_URL;
const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-outbox-'));
afterAll(() => fs.rm(outboxDir, { recursive: true, force: true }));
const {
  ctx,
  sink,
  users: { customer },
} = useTestApp({
  mail: { from: 'Flame-kissed <orders@flamekissed.example>', outboxDir },
  seed: true,
  users: { customer: { name: 'Asha Gurung' } },
});
beforeEach(async () => {
  // Each test starts from an empty outbox and a willing server.
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
  sink.refuseWith = undefined;
});

const outbox = () => ctx.db.select().from(outboxMessages);

/** The transports the test's own senders opened: closed after it, so the SMTP server is not left waiting on them. */
const transports: MailTransport[] = [];
afterEach(() => transports.splice(0).forEach((transport) => transport.close()));

/** A sender on the test's database (or another connection to it) with its own clock. */
function senderAt(clock: { now: Date }, db = ctx.db) {
  const transport = createMailTransport(ctx.config.mail);
  transports.push(transport);
  return createMailSender({
    db,
    transport,
    site: { siteUrl: SITE, links: ctx.app.mail.links },
    log: ctx.app.log,
    now: () => clock.now,
  });
}

describe('the order confirmation', () => {
  it("shows each line's chosen options with what they added", async () => {
    const curry = (await menu(ctx.app)).find((food) => food.name === 'Butter Chicken')!;
    const choice = (group: string, name: string) =>
      curry.optionGroups.find((g) => g.name === group)!.choices.find((c) => c.name === name)!._id;
    await placeOrder(ctx.app, customer.headers, {
      items: [
        {
          foodId: curry._id,
          quantity: 1,
          choiceIds: [choice('Spice level', 'Hot'), choice('Add-ons', 'Raita')],
        },
      ],
    });
    expect(await ctx.app.mail.sender.deliverDue()).toBe(1);
    const mail = sink.received[0]!;
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Spice level: Hot · Add-ons: Raita (+$3.00)');
    }
  });

  it('is queued with the order, and a refused order queues nothing', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/pickup',
      headers: customer.headers,
      payload: await orderBody(ctx.app, { pickupTime: new Date(Date.now() - 3_600_000).toISOString() }),
    });
    expect(refused.statusCode).toBe(400);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'order_placed',
      recipient: customer.email,
      payload: { orderId: order._id },
      status: 'pending',
    });
  });

  it('arrives with the number, lines, total, pickup time, address, directions and the live order link', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    expect(await ctx.app.mail.sender.deliverDue()).toBe(1);

    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toMatchObject({ text: customer.email });
    expect(mail.subject).toMatch(
      new RegExp(`^Order ${order.orderNumber} is placed: pickup \\w{3}, \\w{3} \\d+ at \\d+:\\d\\d [AP]M$`),
    );
    const [restaurant] = await ctx.db.select({ email: restaurants.email }).from(restaurants);
    expect(mail.replyTo?.text).toBe(restaurant!.email);
    const [row] = await outbox();
    expect(mail.messageId).toBe(`<${row!.id}@flamekissed.example>`);
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(`Order ${order.orderNumber} · code #${orderShortCode(order._id)}`);
      for (const item of order.items) expect(part).toContain(item.food.name);
      expect(part).toContain('Extra achar');
      expect(part).toContain(`$${order.total.toFixed(2)}`);
      expect(part).toContain('Pay at Restaurant');
      expect(part).toContain('2410 South Lamar Blvd');
      expect(part).toMatch(
        /https:\/\/www\.google\.com\/maps\/dir\/\?api=1&(amp;)?destination=30\.\d+,-97\.\d+/,
      );
      expect(part).toContain(`${SITE}/order/${order._id}`);
    }
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("shows the restaurant's name, address and phone as they are when it is sent: an owner's edit reaches the next one", async () => {
    const [before] = await ctx.db
      .select({ name: restaurants.name, street: restaurants.street, phone: restaurants.phone })
      .from(restaurants);
    const edited = { name: 'Flame & "Kiss" <Grill>', street: '9 New Rd', phone: '(512) 555-0199' };
    try {
      await placeOrder(ctx.app, customer.headers);
      expect(await ctx.app.mail.sender.deliverDue()).toBe(1);
      await ctx.db.update(restaurants).set(edited);
      await placeOrder(ctx.app, customer.headers);
      expect(await ctx.app.mail.sender.deliverDue()).toBe(1);
    } finally {
      await ctx.db.update(restaurants).set(before!);
    }
    const [first, second] = sink.received;
    expect(first!.text).toContain(`${before!.name} · ${before!.street}`);
    expect(second!.text).toContain(`${edited.name} · ${edited.street}`);
    expect(second!.text).toContain(`Questions? Call ${edited.phone}.`);
    expect(second!.html).toContain('Flame &amp; &quot;Kiss&quot; &lt;Grill&gt;');
    expect(second!.text).not.toContain(before!.street);
  });
});

describe('messages about an order the restaurant changes', () => {
  const setStatus = async (orderId: string, status: string) => {
    const owner = await signInOwner(ctx.app);
    return ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: owner.headers,
      payload: { status },
    });
  };

  it('ready for pickup: the customer is told, once, with the order and the address', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    for (const status of ['confirmed', 'preparing', 'ready'])
      expect((await setStatus(order._id, status)).statusCode).toBe(200);
    await ctx.app.mail.sender.deliverDue();
    expect(sink.received).toHaveLength(2);
    const ready = sink.received.find((mail) => mail.subject?.endsWith('ready for pickup'));
    expect(ready?.subject).toBe(`Order ${order.orderNumber} is ready for pickup`);
    expect(ready!.text).toContain('2410 South Lamar Blvd');
    expect(ready!.text).toContain('Pay at Restaurant');
  });

  it('cancelled by the restaurant: the customer reads what the restaurant said; their own cancel sends nothing', async () => {
    const byRestaurant = await placeOrder(ctx.app, customer.headers);
    const byCustomer = await placeOrder(ctx.app, customer.headers);
    expect((await setStatus(byRestaurant._id, 'cancelled')).statusCode).toBe(200);
    const own = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${byCustomer._id}/cancel`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    // A refused change (nothing leaves cancelled) queues nothing either.
    expect((await setStatus(byRestaurant._id, 'ready')).statusCode).toBe(409);

    await ctx.app.mail.sender.deliverDue();
    const cancelled = sink.received.filter((mail) => mail.subject?.includes('cancelled'));
    expect(cancelled.map((mail) => mail.subject)).toEqual([
      `Order ${byRestaurant.orderNumber} was cancelled by the restaurant`,
    ]);
    expect(cancelled[0]!.text).toContain('Order cancelled by the restaurant');
    expect(sink.received).toHaveLength(3);
  });
});

describe('messages to the restaurant', () => {
  it('a catering request and a contact message reach the restaurant with every field, replies to the writer', async () => {
    const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const catering = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/catering',
      payload: {
        name: 'Priya Shah',
        email: 'priya@example.test',
        phone: '512-555-0199',
        eventDate,
        eventType: 'wedding',
        guestCount: 120,
        location: 'Zilker Park pavilion, Austin',
        specialRequests: 'Half vegetarian, no peanuts',
      },
    });
    expect(catering.statusCode).toBe(201);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: {
        name: 'Leo',
        email: 'leo@example.test',
        phone: '',
        subject: 'feedback',
        message: 'The momos were perfect.',
      },
    });
    expect(contact.statusCode).toBe(201);
    // A refused request queues nothing.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: { name: 'Leo' },
    });
    expect(refused.statusCode).toBe(400);

    expect(await ctx.app.mail.sender.deliverDue()).toBe(2);
    const [restaurant] = await ctx.db.select().from(restaurants);
    const request = sink.received.find((mail) => mail.subject?.startsWith('Catering request'))!;
    expect(request.subject).toMatch(
      /^Catering request from Priya Shah: 120 guests on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/,
    );
    expect(request.to).toMatchObject({ text: restaurant!.email });
    expect(request.replyTo?.text).toBe('priya@example.test');
    for (const value of [
      '512-555-0199',
      'Wedding',
      'Zilker Park pavilion, Austin',
      'Half vegetarian, no peanuts',
    ])
      expect(request.text).toContain(value);
    expect(request.text).toContain(`${SITE}/admin-dashboard/${restaurant!.id}/inbox`);
    const message = sink.received.find((mail) => mail.subject?.startsWith('Message from'))!;
    expect(message.subject).toBe('Message from Leo: Feedback');
    expect(message.replyTo?.text).toBe('leo@example.test');
    expect(message.text).toContain('The momos were perfect.');
  });
});

describe('delivery', () => {
  it('a server that answers 421 for a while gets the message exactly once, after growing pauses', async () => {
    await placeOrder(ctx.app, customer.headers);
    const clock = { now: new Date() };
    const sender = senderAt(clock);
    sink.refuseWith = 421;

    const pauses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await sender.deliverDue()).toBe(0);
      const [row] = await outbox();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row!.lastError).toContain('Busy, try again later');
      pauses.push(row!.nextAttemptAt.getTime() - clock.now.getTime());
      // Not due yet: nothing is tried before the pause is over.
      expect(await sender.deliverDue()).toBe(0);
      expect((await outbox())[0]!.attempts).toBe(attempt);
      clock.now = row!.nextAttemptAt;
    }
    expect(pauses[1]).toBeGreaterThan(pauses[0]!);
    expect(pauses[2]).toBeGreaterThan(pauses[1]!);

    sink.refuseWith = undefined;
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(0);
    clock.now = new Date(clock.now.getTime() + GIVE_UP_AFTER_MS);
    expect(await sender.deliverDue()).toBe(0);
    expect(sink.received).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
  });

  it('a final refusal (550) is given up at once and kept with its reason', async () => {
    await placeOrder(ctx.app, customer.headers);
    sink.refuseWith = 550;
    expect(await senderAt({ now: new Date() }).deliverDue()).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('Busy');
  });

  it('a message still failing a day after it was queued is given up', async () => {
    await placeOrder(ctx.app, customer.headers);
    sink.refuseWith = 421;
    const clock = { now: new Date(Date.now() + GIVE_UP_AFTER_MS + 60_000) };
    expect(await senderAt(clock).deliverDue()).toBe(0);
    expect((await outbox())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a pass takes one message at a time whatever plan the database picks: none is held back for the lease', async () => {
    for (let i = 0; i < 3; i++) await placeOrder(ctx.app, customer.headers);
    sink.refuseWith = 550;
    // Sessions that join by nested loops, running a subquery again for each row: a claim that let the planner
    // do that took every due message at once, sent the first, and left the others leased for five minutes.
    const nestedLoops = connectWithNestedLoopsOnly(ctx.config.databaseUrl!);
    try {
      expect(await senderAt({ now: new Date() }, nestedLoops.db).deliverDue()).toBe(0);
    } finally {
      await nestedLoops.close();
    }
    const rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
      ['failed', 1],
    ]);
  });

  it('two senders on one database never send one message twice', async () => {
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await placeOrder(ctx.app, customer.headers));
    const clock = { now: new Date() };
    const [a, b] = [senderAt(clock), senderAt(clock)];
    const sent = await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(12);
    expect(sink.received).toHaveLength(12);
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(12);
    const rows = await outbox();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    for (const order of orders) {
      expect(
        sink.received.filter((mail) => mail.subject?.includes(`Order ${order.orderNumber} `)),
      ).toHaveLength(1);
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under the outbox folder', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-eml-'));
    try {
      await placeOrder(ctx.app, customer.headers);
      const sender = createMailSender({
        db: ctx.db,
        transport: createMailTransport({ ...ctx.config.mail, smtpUrl: undefined, outboxDir: folder }),
        site: { siteUrl: SITE, links: ctx.app.mail.links },
        log: ctx.app.log,
        now: () => ctx.app.now(),
      });
      expect(await sender.deliverDue()).toBe(1);
      const files = await fs.readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = await simpleParser(await fs.readFile(path.join(folder, files[0]!)));
      expect(mail.subject).toMatch(/^Order \d+ is placed/);
      expect(mail.to).toMatchObject({ text: customer.email });
      const [row] = await outbox();
      expect(row).toMatchObject({ status: 'sent' });
      expect(
        await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'pending')),
      ).toHaveLength(0);
      expect(sink.received).toHaveLength(0);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

describe("the owner's view: Settings → Email", () => {
  it('shows the transport, what waits and what failed, and sends a failed message again once', async () => {
    const owner = await signInOwner(ctx.app);
    await placeOrder(ctx.app, customer.headers);
    await placeOrder(ctx.app, customer.headers);
    sink.refuseWith = 550;
    await ctx.app.mail.sender.deliverDue();
    await placeOrder(ctx.app, customer.headers);

    const status = await ctx.app.inject({ method: 'GET', url: '/api/admin/mail', headers: owner.headers });
    expect(status.statusCode).toBe(200);
    const { transport, pending, failed } = status.json().data;
    expect({ transport, pending }).toEqual({ transport: 'smtp', pending: 1 });
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ kind: 'order_placed', recipient: customer.email, attempts: 1 });
    expect(failed[0].lastError).toContain('Busy');

    sink.refuseWith = undefined;
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed[0]._id}/resend`,
        headers: owner.headers,
      });
    const [first, second] = await Promise.all([resend(), resend()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expect(await ctx.app.mail.sender.deliverDue()).toBe(2);
    expect(sink.received).toHaveLength(2);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/mail', headers: owner.headers })
    ).json().data;
    expect(after).toMatchObject({ pending: 0 });
    expect(after.failed.map((mail: { _id: string }) => mail._id)).toEqual([failed[1]._id]);
  });
});
