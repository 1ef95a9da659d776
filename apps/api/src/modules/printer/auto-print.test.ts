import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPort, startPrinterSink, type PrinterSink } from '../../../test/printer/printer-sink';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { printJobs } from '../../db/schema';
import { postPickupOrder, placeOrder, setStatus } from '../orders/order-test-helpers';
import { setUpPrinter, workerAt } from './printer-test-helpers';

/** Tickets that print by themselves: queued with the order's placement or acceptance, in its statement. */
const {
  ctx,
  owner,
  restaurant,
  users: { customer },
} = useTestApp({ seed: true, users: { customer: {} } });

let sink: PrinterSink;
beforeAll(async () => (sink = await startPrinterSink()));
afterAll(() => sink.close());
beforeEach(async () => {
  await ctx.db.delete(printJobs);
  sink.printed.length = 0;
});

const jobsOf = (orderId: string) => ctx.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));

describe('auto print', () => {
  it('on arrival: the ticket is queued with the order and prints, once', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
    const order = await placeOrder(ctx.app, customer.headers);

    const [job] = await jobsOf(order._id);
    expect(job).toMatchObject({ cause: 'arrival', status: 'pending', createdAt: new Date(order.createdAt) });
    expect(await workerAt(ctx.app, { now: new Date() }).printDue()).toBe(1);
    expect(sink.printed[0]!.lines.join('\n')).toContain(`Order ${order.orderNumber}`);

    // Accepting it prints nothing more.
    expect((await setStatus(ctx.app, owner.headers, order._id, 'confirmed')).statusCode).toBe(200);
    expect(await jobsOf(order._id)).toHaveLength(1);
  });

  it('on arrival: an order refused queues no ticket', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-arrival' });
    const refused = await postPickupOrder(ctx.app, customer.headers, {
      pickupTime: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(await ctx.db.select().from(printJobs)).toHaveLength(0);
  });

  it('on accept: nothing on arrival, one ticket when accepted, none for later steps', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-accept' });
    const order = await placeOrder(ctx.app, customer.headers);
    expect(await jobsOf(order._id)).toHaveLength(0);

    expect((await setStatus(ctx.app, owner.headers, order._id, 'confirmed')).statusCode).toBe(200);
    const [job] = await jobsOf(order._id);
    expect(job).toMatchObject({ cause: 'accept', status: 'pending' });
    expect((await setStatus(ctx.app, owner.headers, order._id, 'preparing')).statusCode).toBe(200);
    expect((await setStatus(ctx.app, owner.headers, order._id, 'ready')).statusCode).toBe(200);
    expect(await jobsOf(order._id)).toHaveLength(1);
    expect(await workerAt(ctx.app, { now: new Date() }).printDue()).toBe(1);
    expect(sink.printed).toHaveLength(1);
  });

  it('on accept: an order cancelled while pending prints nothing', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'on-accept' });
    const order = await placeOrder(ctx.app, customer.headers);
    expect((await setStatus(ctx.app, owner.headers, order._id, 'cancelled')).statusCode).toBe(200);
    expect(await jobsOf(order._id)).toHaveLength(0);
  });

  it('off: nothing prints by itself', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: sink.port, autoPrint: 'off' });
    const order = await placeOrder(ctx.app, customer.headers);
    await setStatus(ctx.app, owner.headers, order._id, 'confirmed');
    expect(await jobsOf(order._id)).toHaveLength(0);
  });

  it('while the printer is off, each new order waits in the queue', async () => {
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, {
      port: await closedPort(),
      autoPrint: 'on-arrival',
    });
    await placeOrder(ctx.app, customer.headers);
    await placeOrder(ctx.app, customer.headers);
    expect(await workerAt(ctx.app, { now: new Date() }).printDue()).toBe(0);
    const jobs = await ctx.db.select().from(printJobs);
    expect(jobs.map((job) => job.status)).toEqual(['pending', 'pending']);
  });
});
