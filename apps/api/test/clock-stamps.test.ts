import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, foods, outboxMessages, restaurants, sessions, users } from '../src/db/schema';
import { createUser } from './factories';
import { useTestApp } from './fixtures/test-app-fixture';

/**
 * Thirty days behind the machine's clock, on a whole second (a Date header keeps seconds): a time stamped by the
 * machine or by the database instead of the app's clock cannot pass for it.
 */
const APP_TIME = new Date(Math.floor((Date.now() - 30 * 24 * 3_600_000) / 1000) * 1000);
const clock = { now: APP_TIME };

const { ctx, owner, restaurant } = useTestApp({ seed: true, now: () => clock.now });

beforeEach(() => {
  clock.now = APP_TIME;
});

/** A later instant of the app's clock, and the clock moved there. */
function moveClock(ms: number): Date {
  clock.now = new Date(APP_TIME.getTime() + ms);
  return clock.now;
}

async function dish() {
  const [row] = await ctx.db.select().from(foods).where(eq(foods.restaurantId, restaurant.id)).limit(1);
  return row!;
}

const foodRow = async (id: string) => (await ctx.db.select().from(foods).where(eq(foods.id, id)))[0]!;

describe("the times the API stamps come from the app's clock", () => {
  it("stamps a dish's changes and its deletion", async () => {
    const { id } = await dish();
    const send = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

    let at = moveClock(60_000);
    expect((await send('PATCH', `/api/food/${id}/availability`, { isAvailable: false })).statusCode).toBe(
      200,
    );
    expect((await foodRow(id)).updatedAt).toEqual(at);

    at = moveClock(120_000);
    expect((await send('PATCH', `/api/food/${id}/sold-out`, { soldOut: true })).statusCode).toBe(200);
    expect(await foodRow(id)).toMatchObject({ soldOutAt: at, updatedAt: at });

    at = moveClock(180_000);
    expect((await send('DELETE', `/api/food/${id}`)).statusCode).toBe(200);
    expect(await foodRow(id)).toMatchObject({ deletedAt: at, updatedAt: at });
  });

  it('stamps a new account and its session', async () => {
    const at = moveClock(60_000);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Clocked Guest',
        email: 'clocked-signup@example.test',
        password: 'amber-ledger-harbor-42',
      },
    });
    expect(signup.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'clocked-signup@example.test'));
    expect(user).toMatchObject({ createdAt: at, updatedAt: at });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toMatchObject([
      { createdAt: at },
    ]);
  });

  it("stamps the restaurant's pause and resumption", async () => {
    const url = `/api/restaurants/${restaurant.id}/pause`;
    const updatedAt = async () =>
      (await ctx.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id)))[0]!.updatedAt;

    let at = moveClock(60_000);
    const paused = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { until: null },
    });
    expect(paused.statusCode).toBe(200);
    expect(await updatedAt()).toEqual(at);

    at = moveClock(120_000);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(200);
    expect(await updatedAt()).toEqual(at);
  });

  it('queues mail at the time of the change, and the sender sends and names it by the same clock', async () => {
    await ctx.db.delete(outboxMessages);
    const queuedAt = moveClock(60_000);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/contact',
      payload: { name: 'Clocked Guest', email: 'clocked@example.test', message: 'Do you cater weddings?' },
    });
    expect(sent.statusCode).toBe(201);
    const { _id: messageId } = sent.json().data as { _id: string };
    const [message] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    expect(message!.createdAt).toEqual(queuedAt);
    const [queued] = await ctx.db.select().from(outboxMessages);
    expect(queued).toMatchObject({
      kind: 'contact_message',
      status: 'pending',
      createdAt: queuedAt,
      nextAttemptAt: queuedAt,
    });

    const sentAt = moveClock(90_000);
    expect(await ctx.app.mail.sender.deliverDue()).toBe(1);
    const [row] = await ctx.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'sent', sentAt });
    // Without SMTP the message is a file: its name starts with the time it was sent, and so says its Date header.
    const files = await fs.readdir(ctx.config.mail.outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]!.startsWith(sentAt.toISOString().replace(/[:.]/g, '-'))).toBe(true);
    const mail = await simpleParser(await fs.readFile(path.join(ctx.config.mail.outboxDir, files[0]!)));
    expect(mail.date).toEqual(sentAt);
  });

  it('queues the reset link in one statement, with its message due and stamped at the time it was asked', async () => {
    await ctx.db.delete(outboxMessages);
    const user = await createUser(ctx.app);
    const at = moveClock(60_000);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    expect(await ctx.db.select().from(outboxMessages)).toMatchObject([
      { kind: 'password_reset', status: 'pending', createdAt: at, nextAttemptAt: at },
    ]);
  });
});
