import { ESCALATION_DEFAULTS, type Order, type Restaurant, type Tracking } from '@flame/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startInstance, type ListeningInstance } from '../../../test/fixtures/second-instance';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { openStream } from '../../../test/sse-client';
import { dashboardWatchers, orders, outboxMessages } from '../../db/schema';
import { WATCHER_STALE_MS } from '../../plugins/dashboard-watchers';
import { placeOrder, postPickupOrder } from '../orders/order-test-helpers';
import { instant } from '../tables/test-kit';
import { readOrderingFacts } from './ordering-state';

// The seed's hours: weekdays 10 AM to 9 PM in Chicago. Wednesday, March 4 2026, 11:00 AM: the app's clock.
const START = new Date(instant('2026-03-04', '11:00'));
let now = START;
const at = (date: string, clock: string, seconds = 0) =>
  new Date(new Date(instant(date, clock)).getTime() + seconds * 1000);

const {
  ctx,
  owner,
  restaurant,
  sink,
  users: { customer },
} = useTestApp({
  now: () => now,
  seed: true,
  mail: { from: 'Flame-kissed <orders@flamekissed.example>' },
  users: { customer: { name: 'Asha Gurung' } },
});

// A second instance on the same database and clock, as behind a load balancer.
let second: ListeningInstance;
let urlA = '';
beforeAll(async () => {
  second = await startInstance(ctx, 3, () => now);
  urlA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
});

beforeEach(async () => {
  now = START;
  await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
  await ctx.db.delete(dashboardWatchers);
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
  // The 'no dashboard open' rule is switched on (from now) only by the tests about it.
  expect((await settings({ ...ESCALATION_DEFAULTS, pauseWhenUnwatchedMinutes: null })).statusCode).toBe(200);
});

function settings(payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${restaurant.id}`,
    headers: owner.headers,
    payload,
  });
}

/** The public restaurant answer, as an anonymous visitor gets it (from the cache when it holds one). */
async function publicRestaurant(): Promise<Restaurant> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants' });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Restaurant[])[0]!;
}

/** An order for Thursday noon: inside the lead time, window and hours wherever this test's clock stands. */
const order = () => placeOrder(ctx.app, customer.headers, { pickupTime: instant('2026-03-05', '12:00') });

function accept(orderId: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: owner.headers,
    payload: { status: 'confirmed' },
  });
}

/** Runs both instances' senders at once, as two servers would; answers the outbox rows of that kind. */
async function bothSendersRun(kind: string) {
  await Promise.all([ctx.app.mail.sender.deliverDue(), second.app.mail.sender.deliverDue()]);
  return ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));
}

async function ownerStream(url: string) {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/events/ticket',
    headers: owner.headers,
  });
  const { ticket: value } = ticket.json().data as { ticket: string };
  const stream = await openStream(`${url}/api/admin/events?ticket=${encodeURIComponent(value)}`);
  expect(stream.response.status).toBe(200);
  await stream.next('ready');
  return stream;
}

describe('the escalation settings', () => {
  it("start at 5, 10, 20 and 10 minutes on the owner's answer, and may each be switched off", async () => {
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/owner/me',
      headers: owner.headers,
    });
    expect(mine.json().data[0]).toMatchObject({ ...ESCALATION_DEFAULTS, pauseWhenUnwatchedMinutes: null });
    const changed = await settings({ alertEmailAfterMinutes: null, pauseWhenUnwatchedMinutes: 15 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      alertEmailAfterMinutes: null,
      customerNoticeAfterMinutes: 10,
      pauseWhenUnansweredMinutes: 20,
      pauseWhenUnwatchedMinutes: 15,
      orderingPausedReason: null,
    });
  });

  it.each([0, -5, 2.5, 481, '10'])('refuse %j with the field named', async (value) => {
    const refused = await settings({ customerNoticeAfterMinutes: value });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error)).toEqual(['customerNoticeAfterMinutes']);
  });

  it('are the owner’s alone', async () => {
    const asCustomer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}`,
      headers: customer.headers,
      payload: { pauseWhenUnansweredMinutes: null },
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('an order nobody accepts', () => {
  it('emails the restaurant once after 5 minutes, even with two instances sending', async () => {
    const placed = await order();
    now = at('2026-03-04', '11:04', 59);
    expect(await bothSendersRun('order_waiting')).toHaveLength(0);

    now = at('2026-03-04', '11:05');
    const queued = await bothSendersRun('order_waiting');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: restaurant.email, status: 'sent' });
    expect(await bothSendersRun('order_waiting')).toHaveLength(1);
    const alerts = sink.received.filter((mail) => mail.subject?.includes('has waited'));
    expect(alerts.map((mail) => mail.subject)).toEqual([`Order ${placed.orderNumber} has waited 5 minutes`]);
  });

  it('is not emailed about once accepted in time', async () => {
    const placed = await order();
    now = at('2026-03-04', '11:03');
    expect((await accept(placed._id)).statusCode).toBe(200);
    now = at('2026-03-04', '11:30');
    expect(await bothSendersRun('order_waiting')).toHaveLength(0);
  });

  it("tells the customer after 10 minutes, on the order and its tracking, with the restaurant's phone", async () => {
    const placed = await order();
    const read = async () => {
      const [detail, tracking] = await Promise.all([
        ctx.app.inject({ method: 'GET', url: `/api/orders/${placed._id}`, headers: customer.headers }),
        ctx.app.inject({
          method: 'GET',
          url: `/api/tracking/order/${placed._id}`,
          headers: customer.headers,
        }),
      ]);
      return [
        (detail.json().data as Order).confirmationNotice,
        (tracking.json().data as Tracking).confirmationNotice,
      ];
    };
    const notice = { at: at('2026-03-04', '11:10').toISOString(), phone: restaurant.phone };
    expect(await read()).toEqual([notice, notice]);

    expect((await settings({ customerNoticeAfterMinutes: null })).statusCode).toBe(200);
    expect(await read()).toEqual([null, null]);
    expect((await settings({ customerNoticeAfterMinutes: 10 })).statusCode).toBe(200);

    expect((await accept(placed._id)).statusCode).toBe(200);
    expect(await read()).toEqual([null, null]);
  });

  it('pauses online ordering after 20 minutes until it is accepted, cached answer included', async () => {
    const placed = await order();
    now = at('2026-03-04', '11:19', 59);
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false, orderingPausedReason: null });

    // No write happens at 11:20: the kept answer ends by itself, and the order check reads the same rule.
    now = at('2026-03-04', '11:20');
    for (const answer of [await publicRestaurant(), await publicRestaurant()]) {
      expect(answer).toMatchObject({
        orderingPaused: true,
        orderingPausedUntil: null,
        orderingPausedReason: 'unanswered',
      });
    }
    const refused = await postPickupOrder(ctx.app, customer.headers, {
      pickupTime: instant('2026-03-05', '12:00'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Online ordering is paused. Please call us at ${restaurant.phone} to order.`,
    );
    const slots = await ctx.app.inject({ method: 'GET', url: '/api/orders/pickup-slots?date=2026-03-05' });
    expect((slots.json().data as { available: boolean }[]).some((slot) => slot.available)).toBe(false);

    // Answered: the pause ends at once, the kept answer too.
    expect((await accept(placed._id)).statusCode).toBe(200);
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false, orderingPausedReason: null });
    await order();
  });

  it('counts only opening hours: an order placed overnight starts its clock at the opening', async () => {
    now = at('2026-03-04', '22:30');
    const placed = await order();
    now = at('2026-03-05', '9:59');
    expect(await bothSendersRun('order_waiting')).toHaveLength(0);
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}`,
      headers: customer.headers,
    });
    expect((detail.json().data as Order).confirmationNotice?.at).toBe(
      at('2026-03-05', '10:10').toISOString(),
    );

    now = at('2026-03-05', '10:05');
    expect(await bothSendersRun('order_waiting')).toHaveLength(1);
    now = at('2026-03-05', '10:19', 59);
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });
    now = at('2026-03-05', '10:20');
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: 'unanswered' });
  });

  it('keeps its clock across a restart: a new instance sends the email once', async () => {
    await order();
    const restarted = await startInstance(ctx, 3, () => now);
    try {
      now = at('2026-03-04', '11:06');
      await Promise.all([restarted.app.mail.sender.deliverDue(), second.app.mail.sender.deliverDue()]);
      expect(
        await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order_waiting')),
      ).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('with every step off, nothing escalates', async () => {
    expect(
      (
        await settings({
          alertEmailAfterMinutes: null,
          customerNoticeAfterMinutes: null,
          pauseWhenUnansweredMinutes: null,
        })
      ).statusCode,
    ).toBe(200);
    await order();
    now = at('2026-03-04', '15:00');
    expect(await bothSendersRun('order_waiting')).toHaveLength(0);
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });
  });
});

describe('nobody watching', () => {
  it('counts the dashboards open on every instance, in the database', async () => {
    const onA = await ownerStream(urlA);
    const onB = await ownerStream(second.url);
    expect((await readOrderingFacts(ctx.db, restaurant.id, now)).watching).toBe(2);
    onB.close();
    await expect.poll(async () => (await readOrderingFacts(ctx.db, restaurant.id, now)).watching).toBe(1);
    onA.close();
    await expect.poll(async () => (await readOrderingFacts(ctx.db, restaurant.id, now)).watching).toBe(0);
  });

  it('pauses ordering after 10 minutes with no dashboard open, emails once, and resumes when one opens', async () => {
    expect((await settings({ pauseWhenUnwatchedMinutes: 10 })).statusCode).toBe(200);
    now = at('2026-03-04', '11:09', 59);
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });
    now = at('2026-03-04', '11:10');
    expect(await publicRestaurant()).toMatchObject({
      orderingPaused: true,
      orderingPausedReason: 'unwatched',
    });
    expect(
      (await postPickupOrder(ctx.app, customer.headers, { pickupTime: instant('2026-03-05', '12:00') }))
        .statusCode,
    ).toBe(409);

    const notices = await bothSendersRun('ordering_unwatched');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ recipient: restaurant.email, status: 'sent' });
    expect(await bothSendersRun('ordering_unwatched')).toHaveLength(1);
    expect(sink.received.map((mail) => mail.subject)).toContain(
      'Online ordering paused: no dashboard is open',
    );

    // A dashboard opens on the other instance: the answer kept on this one ends at once.
    const stream = await ownerStream(second.url);
    expect(await publicRestaurant()).toMatchObject({ orderingPaused: false, orderingPausedReason: null });
    expect((await accept((await order())._id)).statusCode).toBe(200);

    // It stays open for an hour (the instance renews its row): still watched.
    now = at('2026-03-04', '12:10');
    await second.app.dashboardWatchers.heartbeat();
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });

    // Closed at 12:10: ordering pauses again at 12:20, and that pause has its own email.
    stream.close();
    await expect.poll(async () => (await readOrderingFacts(ctx.db, restaurant.id, now)).watching).toBe(0);
    now = at('2026-03-04', '12:19');
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });
    now = at('2026-03-04', '12:20');
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: 'unwatched' });
    expect(await bothSendersRun('ordering_unwatched')).toHaveLength(2);
  });

  it('does not count an instance that died with a dashboard open', async () => {
    expect((await settings({ pauseWhenUnwatchedMinutes: 10 })).statusCode).toBe(200);
    await ctx.db.insert(dashboardWatchers).values({
      instanceId: 'gone',
      restaurantId: restaurant.id,
      streams: 1,
      seenAt: now,
      lastWatchedAt: now,
    });
    expect((await readOrderingFacts(ctx.db, restaurant.id, now)).watching).toBe(1);
    now = new Date(START.getTime() + WATCHER_STALE_MS + 1000);
    expect((await readOrderingFacts(ctx.db, restaurant.id, now)).watching).toBe(0);
    // Its last sign of life is when the dashboard was last seen: ten minutes later ordering pauses.
    now = at('2026-03-04', '11:10');
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: 'unwatched' });
  });

  it('runs only during opening hours, and the owner’s own pause comes first', async () => {
    now = at('2026-03-04', '20:55');
    expect((await settings({ pauseWhenUnwatchedMinutes: 10 })).statusCode).toBe(200);
    now = at('2026-03-05', '9:30');
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: null });
    now = at('2026-03-05', '10:05');
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: 'unwatched' });

    const paused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}/pause`,
      headers: owner.headers,
      payload: { until: null },
    });
    expect(paused.json().data).toMatchObject({ orderingPaused: true, orderingPausedReason: 'owner' });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}/pause`,
      headers: owner.headers,
    });
    expect(await publicRestaurant()).toMatchObject({ orderingPausedReason: 'unwatched' });
  });
});

describe('the kept answers', () => {
  it('an order accepted late ends the unanswered pause on every instance', async () => {
    const placed = await order();
    now = at('2026-03-04', '11:25');
    const onB = async () => {
      const body = (await (await fetch(`${second.url}/api/restaurants`)).json()) as { data: Restaurant[] };
      return body.data[0]!;
    };
    expect(await onB()).toMatchObject({ orderingPausedReason: 'unanswered' });
    expect((await accept(placed._id)).statusCode).toBe(200);
    expect(await onB()).toMatchObject({ orderingPausedReason: null });
    const still = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurant.id), inArray(orders.status, ['pending'])));
    expect(still).toHaveLength(0);
  });
});
