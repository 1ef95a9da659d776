import { beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../test/sse-client';
import { useTestApp } from '../../test/fixtures/test-app-fixture';
import { placeOrder } from '../modules/orders/order-test-helpers';

let url: string;
/** Every line the app logged, as written. */
const logLines: string[] = [];
/** The app's clock: the machine's, unless a test moves it. */
const clock: { now: Date | undefined } = { now: undefined };

const {
  ctx,
  users: { alice },
} = useTestApp({
  config: { logLevel: 'info' },
  logStream: { write: (line) => logLines.push(line) },
  seed: true,
  users: { alice: { name: 'Alice Ticket' } },
  now: () => clock.now ?? new Date(),
});
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

async function ticketFor(orderId: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/events/ticket`,
    headers: alice.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { ticket: string }).ticket;
}

const streamUrl = (orderId: string, ticket: string) =>
  `${url}/api/orders/${orderId}/events?ticket=${encodeURIComponent(ticket)}`;

describe('stream tickets', () => {
  it('open one stream once: the same ticket a second time is refused', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const ticket = await ticketFor(order._id);
    const first = await openStream(streamUrl(order._id, ticket));
    expect(first.response.status).toBe(200);
    await first.next('ready');
    first.close();

    const again = await fetch(streamUrl(order._id, ticket));
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ success: false });
  });

  it("open nothing once their minute has passed by the app's clock", async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const ticket = await ticketFor(order._id);
    clock.now = new Date(Date.now() + 61_000);
    try {
      const late = await fetch(streamUrl(order._id, ticket));
      expect(late.status).toBe(401);
      expect(await late.json()).toMatchObject({ success: false });
    } finally {
      clock.now = undefined;
    }
  });

  it('open one stream when two requests race with the same ticket', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const ticket = await ticketFor(order._id);
    const streams = await Promise.all([1, 2, 3, 4].map(() => openStream(streamUrl(order._id, ticket))));
    expect(streams.map((stream) => stream.response.status).sort()).toEqual([200, 401, 401, 401]);
    streams.forEach((stream) => stream.close());
  });

  it('never reach the log, nor does any token of the request', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const ticket = await ticketFor(order._id);
    const token = alice.headers.authorization.replace('Bearer ', '');
    logLines.length = 0;
    const stream = await openStream(streamUrl(order._id, ticket), { cookie: `session=${token}` });
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    stream.close();
    // The refused second use is logged too.
    expect((await fetch(`${streamUrl(order._id, ticket)}&access_token=${token}`)).status).toBe(401);

    const log = logLines.join('');
    expect(log).toContain(`/api/orders/${order._id}/events?ticket=[redacted]`);
    expect(log).toContain('access_token=[redacted]');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(token);
  });

  it('never reach the log under a percent-encoded name either (the query parser decodes it)', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const ticket = await ticketFor(order._id);
    logLines.length = 0;
    const stream = await openStream(
      `${url}/api/orders/${order._id}/events?tick%65t=${encodeURIComponent(ticket)}`,
    );
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    stream.close();

    const log = logLines.join('');
    expect(log).toContain(`/api/orders/${order._id}/events?tick%65t=[redacted]`);
    expect(log).not.toContain(ticket);
  });
});
