import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { printerSettings, printJobs, restaurants } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { placeOrder } from '../src/modules/orders/order-test-helpers';
import { setUpPrinter } from '../src/modules/printer/printer-test-helpers';
import { createUser, signInOwner } from './factories';
import { closedPort, startPrinterSink, type PrinterSink } from './printer/printer-sink';
import { createTestDatabase, TEST_JWT_SECRET } from './test-app';

/**
 * The print queue across instances and restarts: two API instances on one database, each with its printer
 * worker polling, print every ticket exactly once; a ticket queued when an instance stops prints after the
 * next one starts.
 */

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
const started: { app: FastifyInstance; database: DatabaseHandle }[] = [];
let sink: PrinterSink;

beforeAll(async () => {
  testDb = await createTestDatabase();
  sink = await startPrinterSink();
});
afterEach(async () => {
  for (const { app, database } of started.splice(0)) {
    await app.close();
    await database.close();
  }
});
afterAll(async () => {
  await sink.close();
  await testDb.drop();
});

/** An API instance on the shared database, its printer worker polling every `pollIntervalMs` (0: off). */
async function startInstance(pollIntervalMs: number, now?: () => Date) {
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT: 'false', LOG_LEVEL: 'silent' });
  config.databaseUrl = testDb.url;
  config.webDist = undefined;
  config.mail = { ...config.mail, pollIntervalMs: 0 };
  config.customerLimits = { ...config.customerLimits, activeOrders: 10_000, upcomingReservations: 10_000 };
  config.printer = { ...config.printer, pollIntervalMs, sendTimeoutMs: 2_000 };
  const database = connectDatabase(testDb.url, { max: 4 });
  const app = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    ...(now ? { now } : {}),
  });
  await app.ready();
  started.push({ app, database });
  return app;
}

async function ownerAndCustomer(app: FastifyInstance) {
  const [restaurant] = await app.db.select().from(restaurants).limit(1);
  if (!restaurant) await seedDemo(app.db, loadConfig({}).demoAccounts);
  const [seeded] = await app.db.select().from(restaurants).limit(1);
  return { restaurant: seeded!, owner: await signInOwner(app), customer: await createUser(app) };
}

it('two instances print each ticket once', async () => {
  const first = await startInstance(0);
  const second = await startInstance(0);
  const { restaurant, owner, customer } = await ownerAndCustomer(first);
  await setUpPrinter(first, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
  const orders = [];
  for (let i = 0; i < 8; i++) orders.push(await placeOrder(first, customer.headers));

  // Both instances' workers take the queue at the same moment.
  const [byFirst, bySecond] = await Promise.all([
    first.printer.worker.printDue(),
    second.printer.worker.printDue(),
  ]);

  expect(byFirst + bySecond).toBe(8);
  const printedNumbers = sink.printed.map((ticket) => /Order (\d+)/.exec(ticket.lines.join('\n'))?.[1]);
  expect(printedNumbers.sort()).toEqual(orders.map((order) => String(order.orderNumber)).sort());
});

it('two polling instances print a stream of new orders once each', async () => {
  sink.printed.length = 0;
  const a = await startInstance(25);
  const b = await startInstance(25);
  const { restaurant, owner, customer } = await ownerAndCustomer(a);
  await setUpPrinter(a, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
  for (let i = 0; i < 6; i++) await placeOrder(i % 2 ? a : b, customer.headers);
  await sink.waitForPrinted(6);
  const pending = async () =>
    (await a.db.select().from(printJobs)).filter((job) => job.status === 'pending').length;
  await expect.poll(pending).toBe(0);
  // Closed: every pass in progress has ended, so any second copy would have arrived by now.
  for (const { app, database } of started.splice(0)) {
    await app.close();
    await database.close();
  }
  expect(sink.printed).toHaveLength(6);
});

it('a ticket waiting when the instance stops prints after the restart', async () => {
  sink.printed.length = 0;
  const before = await startInstance(0);
  const { restaurant, owner, customer } = await ownerAndCustomer(before);
  await before.db.delete(printJobs);
  await setUpPrinter(before, owner.headers, restaurant.id, {
    port: await closedPort(),
    autoPrint: 'on-arrival',
  });
  const order = await placeOrder(before, customer.headers);
  expect(await before.printer.worker.printDue()).toBe(0);
  // The printer comes back while the server is down.
  await setUpPrinter(before, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
  const { app, database } = started.pop()!;
  await app.close();
  await database.close();

  // Restarted after the ticket's pause: its worker prints it at start-up, with no request to wake it.
  await startInstance(50, () => new Date(Date.now() + 6_000));
  const [ticket] = await sink.waitForPrinted(1);
  expect(ticket!.lines.join('\n')).toContain(`Order ${order.orderNumber}`);
  expect(ticket!.endsWithCut).toBe(true);
});

it('a new order prints at once on any instance, without waiting for the next poll', async () => {
  sink.printed.length = 0;
  // Polls far apart: only the order's event, announced at commit on every instance, can start a pass in time.
  const placing = await startInstance(600_000);
  await startInstance(600_000);
  const { restaurant, owner, customer } = await ownerAndCustomer(placing);
  await placing.db.delete(printJobs);
  await setUpPrinter(placing, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
  const orders = [];
  for (let i = 0; i < 3; i++) orders.push(await placeOrder(placing, customer.headers));

  const printed = await sink.waitForPrinted(3);
  const numbers = printed.map((ticket) => /Order (\d+)/.exec(ticket.lines.join('\n'))?.[1]).sort();
  expect(numbers).toEqual(orders.map((order) => String(order.orderNumber)).sort());
});

it('an order of a restaurant without a printer starts no pass; once one is set up, its first ticket prints at once', async () => {
  sink.printed.length = 0;
  const app = await startInstance(600_000);
  const { restaurant, owner, customer } = await ownerAndCustomer(app);
  await app.db.delete(printJobs);
  await app.db.delete(printerSettings).where(eq(printerSettings.restaurantId, restaurant.id));
  // Counted from here: the pass at start-up is behind us.
  let passes = 0;
  const { worker } = app.printer;
  const printDue = worker.printDue;
  worker.printDue = () => {
    passes += 1;
    return printDue();
  };

  for (let i = 0; i < 3; i++) await placeOrder(app, customer.headers);
  await setUpPrinter(app, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
  const order = await placeOrder(app, customer.headers);

  // The bus delivers in commit order: any pass the three orders before had started would be counted by now.
  const [ticket] = await sink.waitForPrinted(1);
  expect(ticket!.lines.join('\n')).toContain(`Order ${order.orderNumber}`);
  expect(passes).toBe(1);
});
