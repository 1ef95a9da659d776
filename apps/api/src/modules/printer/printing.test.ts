import { formatPrice } from '@flame/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closedPort, startPrinterSink, type PrinterSink } from '../../../test/printer/printer-sink';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { connectWithNestedLoopsOnly } from '../../../test/nested-loops-database';
import { printJobs } from '../../db/schema';
import { menu, placeOrder } from '../orders/order-test-helpers';
import { createPrinterWorker } from './printer-worker';
import { printerStatusOf, reprint, setUpPrinter, workerAt } from './printer-test-helpers';

/**
 * Tickets sent to a network receipt printer on loopback that reads the ESC/POS stream as a printer does; and
 * the printer switched off, hung, or dropping the connection mid-ticket.
 */
const {
  ctx,
  owner,
  restaurant,
  users: { customer },
} = useTestApp({ seed: true, users: { customer: { name: 'Asha Gurung' } } });

let sink: PrinterSink;
beforeEach(async () => {
  await ctx.db.delete(printJobs);
  sink = await startPrinterSink();
});
afterEach(() => sink.close());

const later = (clock: { now: Date }, ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

async function curryOrder() {
  const curry = (await menu(ctx.app)).find((food) => food.name === 'Butter Chicken')!;
  const choice = (group: string, name: string) =>
    curry.optionGroups.find((g) => g.name === group)!.choices.find((c) => c.name === name)!._id;
  return placeOrder(ctx.app, customer.headers, {
    // Typed as bare digits: the ticket writes it '(512) 555-0177', as the dashboard does.
    phone: '5125550177',
    items: [
      {
        foodId: curry._id,
        quantity: 2,
        choiceIds: [choice('Spice level', 'Hot'), choice('Add-ons', 'Raita')],
        specialInstructions: 'No cilantro please',
      },
    ],
  });
}

describe('a ticket', () => {
  it('prints what the kitchen ticket page shows, in ESC/POS, and ends with a cut', async () => {
    const order = await curryOrder();
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    await reprint(ctx.app, owner.headers, order._id);
    const clock = { now: new Date() };

    expect(await workerAt(ctx.app, clock).printDue()).toBe(1);

    const [ticket] = sink.printed;
    const text = ticket!.lines.join('\n');
    const pickup = new Intl.DateTimeFormat('en-US', {
      timeZone: restaurant.timeZone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(order.pickupTime));
    for (const expected of [
      'Pickup order',
      `Order ${order.orderNumber}`,
      `code #${order._id.slice(-8).toUpperCase()}`,
      pickup,
      'Asha Gurung',
      '(512) 555-0177',
      '2 x Butter Chicken',
      'Spice level: Hot',
      'Add-ons: Raita (+$3.00)',
      'Note: No cilantro please',
      'Total',
      formatPrice(order.total),
      'Pay at Restaurant',
    ])
      expect(text).toContain(expected);
    // The pickup time in large type: three times the width and height.
    expect(ticket!.commands).toContain('GS !');
    expect(ticket!.endsWithCut).toBe(true);
    expect(ticket!.lines.every((line) => line.length <= 48)).toBe(true);
  });

  it('fits a 58 mm roll: 32 characters a line', async () => {
    const order = await curryOrder();
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port, paperWidth: 58 });
    await reprint(ctx.app, owner.headers, order._id);

    await workerAt(ctx.app, { now: new Date() }).printDue();

    const [ticket] = sink.printed;
    expect(ticket!.lines.join('\n')).toContain(`Order ${order.orderNumber}`);
    expect(ticket!.lines.every((line) => line.length <= 32)).toBe(true);
    expect(ticket!.endsWithCut).toBe(true);
  });

  it('and a test page print once each, with a cut', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/printer/test`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.queued).toBe(1);

    await workerAt(ctx.app, { now: new Date() }).printDue();

    expect(sink.printed).toHaveLength(1);
    expect(sink.printed[0]!.lines.join('\n')).toContain('Test page');
    expect(sink.printed[0]!.lines.join('\n')).toContain(`Printer: 127.0.0.1:${sink.port}`);
    expect(sink.printed[0]!.endsWithCut).toBe(true);
    const status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
    expect(status).toMatchObject({ queued: 0, lastError: null });
    expect(status.lastPrintedAt).not.toBeNull();
  });
});

describe('a printer that cannot take the ticket', () => {
  it('switched off: the ticket waits, the failure shows on the order, and it prints once the printer is back', async () => {
    const order = await curryOrder();
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: await closedPort() });
    await reprint(ctx.app, owner.headers, order._id);
    const clock = { now: new Date() };
    const worker = workerAt(ctx.app, clock);

    expect(await worker.printDue()).toBe(0);
    let status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
    expect(status.lastError).toMatch(/refused the connection/);
    expect(status).toMatchObject({
      queued: 1,
      failingOrderIds: [order._id],
      waitingOrderIds: [order._id],
      lastPrintedAt: null,
    });

    // Not tried again before its pause (5 s after the first failure), then with growing pauses.
    later(clock, 4_000);
    expect(await worker.printDue()).toBe(0);
    const [waiting] = await ctx.db.select().from(printJobs);
    expect(waiting!.attempts).toBe(1);
    later(clock, 1_000);
    expect(await worker.printDue()).toBe(0);
    const [again] = await ctx.db.select().from(printJobs);
    expect(again!.attempts).toBe(2);
    expect(again!.nextAttemptAt.getTime() - clock.now.getTime()).toBe(10_000);

    // Switched on (at its new address).
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    later(clock, 10_000);
    expect(await worker.printDue()).toBe(1);
    expect(sink.printed[0]!.lines.join('\n')).toContain(`Order ${order.orderNumber}`);
    status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
    expect(status).toMatchObject({ queued: 0, lastError: null, failingOrderIds: [], waitingOrderIds: [] });
  });

  it('hung (takes the connection, never reads or answers): the send gives up within its timeout and the ticket waits', async () => {
    const hung = await startPrinterSink('hang');
    try {
      const order = await curryOrder();
      await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: hung.port });
      await reprint(ctx.app, owner.headers, order._id);
      const started = Date.now();

      expect(await workerAt(ctx.app, { now: new Date() }, 500).printDue()).toBe(0);

      expect(Date.now() - started).toBeLessThan(5_000);
      expect(hung.connections).toBe(1);
      const status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
      expect(status.lastError).toMatch(/did not answer within/);
      expect(status).toMatchObject({ queued: 1, failingOrderIds: [order._id] });
    } finally {
      await hung.close();
    }
  });

  it('dropping the connection mid-ticket: the ticket waits and prints whole on the next try', async () => {
    const dropping = await startPrinterSink('drop');
    try {
      const order = await curryOrder();
      await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: dropping.port });
      await reprint(ctx.app, owner.headers, order._id);
      const clock = { now: new Date() };
      const worker = workerAt(ctx.app, clock);

      expect(await worker.printDue()).toBe(0);
      const status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
      expect(status.lastError).toMatch(/dropped the connection/);
      expect(status.queued).toBe(1);

      await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
      later(clock, 5_000);
      expect(await worker.printDue()).toBe(1);
      expect(sink.printed).toHaveLength(1);
      expect(sink.printed[0]!.endsWithCut).toBe(true);
    } finally {
      await dropping.close();
    }
  });

  it('dropping the connection mid-batch: the tickets before print once, the one in flight and the rest wait and print whole', async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await curryOrder());
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    for (const order of orders) await reprint(ctx.app, owner.headers, order._id);
    // The third ticket's connection is dropped on its first bytes.
    sink.dropConnections.add(3);
    const clock = { now: new Date() };
    const worker = workerAt(ctx.app, clock);
    const numbers = () => sink.printed.map((ticket) => /Order (\d+)/.exec(ticket.lines.join('\n'))?.[1]);

    expect(await worker.printDue()).toBe(2);
    expect(numbers()).toEqual(orders.slice(0, 2).map((order) => String(order.orderNumber)));
    const status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
    expect(status.lastError).toMatch(/dropped the connection/);
    expect(status.waitingOrderIds.sort()).toEqual(
      orders
        .slice(2)
        .map((order) => order._id)
        .sort(),
    );
    // The printer was not tried again in that pass.
    expect(sink.connections).toBe(3);

    later(clock, 5_000);
    expect(await worker.printDue()).toBe(3);
    expect(numbers()).toEqual(orders.map((order) => String(order.orderNumber)));
    expect(sink.printed.every((ticket) => ticket.endsWithCut)).toBe(true);
    expect(await printerStatusOf(ctx.app, owner.headers, restaurant.id)).toMatchObject({
      queued: 0,
      lastError: null,
    });
  });

  it('a batch larger than one claim prints whole, in the order queued, each ticket once', async () => {
    const order = await curryOrder();
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    for (let i = 0; i < 7; i++) await reprint(ctx.app, owner.headers, order._id);
    const worker = createPrinterWorker({ db: ctx.db, log: ctx.app.log, now: () => new Date(), batchSize: 3 });

    expect(await worker.printDue()).toBe(7);
    expect(sink.printed).toHaveLength(7);
    expect(sink.connections).toBe(7);
    const jobs = await ctx.db.select().from(printJobs);
    expect(jobs.every((job) => job.status === 'printed' && job.attempts === 1)).toBe(true);
  });

  it('a claim takes one batch at most, whatever plan the database picks', async () => {
    const order = await curryOrder();
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    for (let i = 0; i < 7; i++) await reprint(ctx.app, owner.headers, order._id);
    const at = new Date();
    const held: number[] = [];
    // Sessions that join by nested loops, running a subquery again for each row: a claim that let the planner
    // do that took every due ticket at once.
    const nestedLoops = connectWithNestedLoopsOnly(ctx.config.databaseUrl!);
    try {
      const worker = createPrinterWorker({
        db: nestedLoops.db,
        log: ctx.app.log,
        now: () => at,
        batchSize: 3,
        send: async () => {
          const jobs = await ctx.db.select().from(printJobs);
          held.push(jobs.filter((job) => job.status === 'pending' && job.nextAttemptAt > at).length);
        },
      });
      expect(await worker.printDue()).toBe(7);
    } finally {
      await nestedLoops.close();
    }
    // Tickets held at each send: three batches of three, three and one.
    expect(held).toEqual([3, 3, 3, 3, 3, 3, 1]);
  });

  it('a slow printer: a batch stops sending before its lease could run out and hands its other tickets back', async () => {
    const order = await curryOrder();
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port });
    for (let i = 0; i < 5; i++) await reprint(ctx.app, owner.headers, order._id);
    const clock = { now: new Date() };
    const claims: number[] = [];
    // Each ticket takes 300 ms; a send may take 400 ms and a batch holds its tickets for 1 s.
    const worker = createPrinterWorker({
      db: ctx.db,
      log: ctx.app.log,
      now: () => clock.now,
      leaseMs: 1_000,
      sendTimeoutMs: 400,
      send: async () => {
        const leased = await ctx.db.select().from(printJobs);
        claims.push(leased.filter((job) => job.status === 'pending' && job.nextAttemptAt > clock.now).length);
        later(clock, 300);
      },
    });

    expect(await worker.printDue()).toBe(5);
    // Tickets held at each send: three sent in the first lease (the fourth would end past it), then the two
    // handed back, taken again in a second batch.
    expect(claims).toEqual([5, 5, 5, 2, 2]);
    const jobs = await ctx.db.select().from(printJobs);
    expect(jobs.every((job) => job.status === 'printed' && job.attempts === 1)).toBe(true);
  });

  it('a pass tries a failing printer once, then leaves its other tickets for the next try', async () => {
    const hung = await startPrinterSink('hang');
    try {
      const first = await curryOrder();
      const second = await curryOrder();
      await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: hung.port });
      await reprint(ctx.app, owner.headers, first._id);
      await reprint(ctx.app, owner.headers, second._id);

      expect(await workerAt(ctx.app, { now: new Date() }, 300).printDue()).toBe(0);

      expect(hung.connections).toBe(1);
      const status = await printerStatusOf(ctx.app, owner.headers, restaurant.id);
      expect(status.queued).toBe(2);
      expect(status.failingOrderIds.sort()).toEqual([first._id, second._id].sort());
    } finally {
      await hung.close();
    }
  });
});
