import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { formatInZone, mailServerCheckSchema } from '@flame/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { openStream } from '../../../test/sse-client';
import { placeOrder } from '../orders/order-test-helpers';
import { booking, weeknight, ZONE } from '../tables/test-kit';
import { SERVER_CHECK_EVERY_MS } from './delivery-policy';

const FROM = 'Flame-kissed <orders@flamekissed.example>';

/** A loopback port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const unreachablePort = await closedPort();

const get = (
  app: { inject: (o: object) => Promise<{ json(): { data: unknown } }> },
  url: string,
  headers: object,
) => app.inject({ method: 'GET', url, headers }).then((response) => response.json().data);

describe('a mail server that answers', () => {
  const clock: { now: Date | undefined } = { now: undefined };
  const {
    ctx,
    owner,
    tables,
    sink,
    users: { guest },
  } = useTestApp({
    mail: { from: FROM },
    now: () => clock.now ?? new Date(),
    seed: true,
    users: { guest: { name: 'Asha Gurung' } },
  });

  it('names the order and the booking of each failed message, and the overview counts them', async () => {
    const order = await placeOrder(ctx.app, guest.headers);
    const reservedDate = weeknight(2);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: guest.headers,
      payload: booking(tables[3]!.id, { reservedDate, guests: 4 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const startsAt = (booked.json().data as { startsAt: string }).startsAt;
    sink.refuseWith = 550;
    await ctx.app.mail.sender.deliverDue();
    sink.refuseWith = undefined;

    const checkedAt = new Date();
    clock.now = checkedAt;
    const status = (await get(ctx.app, '/api/admin/mail', owner.headers)) as {
      failedTotal: number;
      failed: { kind: string; about: string | null; recipient: string }[];
      server: unknown;
    };
    expect(status.failedTotal).toBe(2);
    expect(
      status.failed
        .map(({ kind, about, recipient }) => ({ kind, about, recipient }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'order_placed', about: `Order ${order.orderNumber}`, recipient: guest.email },
      {
        kind: 'reservation_booked',
        about: `Booking for 4 on ${formatInZone(startsAt, ZONE, 'EEE, MMM d')}, 7:00 PM`,
        recipient: guest.email,
      },
    ]);
    const answered = { reachable: true, checkedAt: checkedAt.toISOString(), error: '' };
    expect(status.server).toEqual(answered);

    const overview = (await get(ctx.app, '/api/admin/dashboard/overview', owner.headers)) as {
      mail: unknown;
    };
    expect(overview.mail).toEqual({ failed: 2, server: answered });
  });

  it("tells the owner's open dashboard stream each message the sender gives up on", async () => {
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const ticketed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/events/ticket',
      headers: owner.headers,
    });
    const { ticket } = ticketed.json().data as { ticket: string };
    const stream = await openStream(`${url}/api/admin/events?ticket=${encodeURIComponent(ticket)}`);
    await stream.next('ready');
    try {
      await placeOrder(ctx.app, guest.headers);
      sink.refuseWith = 550;
      await ctx.app.mail.sender.deliverDue();
      sink.refuseWith = undefined;
      const [failed] = await ctx.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.status, 'failed'))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      expect(await stream.next('mail')).toEqual({
        type: 'failed',
        messageId: failed!.id,
        at: expect.any(String),
      });
    } finally {
      stream.close();
    }
  });
});

describe('a mail server that cannot be reached', () => {
  const clock = { now: new Date('2031-11-03T01:50:00Z') };
  const { ctx, owner } = useTestApp({
    mail: { from: FROM },
    config: () => ({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${unreachablePort}`,
        from: FROM,
        outboxDir: '/nonexistent',
        pollIntervalMs: 0,
      },
    }),
    now: () => clock.now,
    seed: true,
  });

  it('says so with the time of the check, on Settings → Email and the overview, and checks again a minute on', async () => {
    const status = (await get(ctx.app, '/api/admin/mail', owner.headers)) as {
      server: { reachable: boolean; checkedAt: string; error: string };
      failed: unknown[];
    };
    expect(mailServerCheckSchema.parse(status.server)).toMatchObject({
      reachable: false,
      checkedAt: '2031-11-03T01:50:00.000Z',
    });
    expect(status.server.error).toMatch(/ECONNREFUSED|connect/i);
    expect(status.failed).toEqual([]);

    // Within the minute the check stands; after it, the server is checked again on the moved clock.
    clock.now = new Date(clock.now.getTime() + SERVER_CHECK_EVERY_MS - 1);
    const soon = (await get(ctx.app, '/api/admin/dashboard/overview', owner.headers)) as {
      mail: { failed: number; server: { reachable: boolean; checkedAt: string } };
    };
    expect(soon.mail).toMatchObject({
      failed: 0,
      server: { reachable: false, checkedAt: '2031-11-03T01:50:00.000Z' },
    });
    clock.now = new Date(clock.now.getTime() + 1);
    const later = (await get(ctx.app, '/api/admin/dashboard/overview', owner.headers)) as typeof soon;
    expect(later.mail.server).toMatchObject({ reachable: false, checkedAt: '2031-11-03T01:51:00.000Z' });
  });
});

describe('a mail server that never greets', () => {
  const silent = net.createServer(() => {});
  const listening = new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));
  const { ctx, owner } = useTestApp({
    mail: { from: FROM },
    config: () => ({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        from: FROM,
        outboxDir: '/nonexistent',
        pollIntervalMs: 0,
        // The check waits no longer than a send would, and never more than its own few seconds.
        sendTimeoutMs: 300,
      },
    }),
    seed: true,
  });

  it('counts as unreachable once the check times out, without holding the page', async () => {
    await listening;
    const started = performance.now();
    const status = (await get(ctx.app, '/api/admin/mail', owner.headers)) as {
      server: { reachable: boolean; error: string };
    };
    expect(status.server.reachable).toBe(false);
    // Whichever gives up first: the check's own deadline, or the mail client's wait for the greeting.
    expect(status.server.error).toMatch(/timeout|within|greeting never received/i);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
