import { PASSWORD_RESET_TEXTS } from '@flame/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages } from '../../db/schema';

/** The one address a received message went to. */
const recipientOf = (mail: { to?: unknown }) => (mail.to as { text?: string } | undefined)?.text;

const SITE = TEST_SITE_URL;
const NEW_PASSWORD = 'juniper-lantern-harbor-91';
const clock = { now: new Date('2026-11-25T15:00:00Z') };

const { ctx, sink } = useTestApp({
  mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
  now: () => clock.now,
  seed: true,
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
  sink.received.length = 0;
  clock.now = new Date(clock.now.getTime() + 24 * 3_600_000);
});

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Sends the outbox through the SMTP server and reads the reset link of the one message that arrived. */
async function deliveredResetToken(): Promise<string> {
  await ctx.app.mail.sender.deliverDue();
  expect(sink.received).toHaveLength(1);
  const match = /\/reset-password\?token=([\w.%-]+)/.exec(sink.received[0]!.text ?? '');
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function userWithResetLink(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(ctx.app, { name: 'Priya Shrestha' });
  expect((await forgot(user.email)).statusCode).toBe(200);
  return { user, token: await deliveredResetToken() };
}

describe('asking for a reset link', () => {
  it('answers the same whether or not the account exists, and mails a link only to an account', async () => {
    const user = await createUser(ctx.app);
    const unknown = await forgot('nobody-here@example.test');
    const known = await forgot(user.email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ success: true, message: PASSWORD_RESET_TEXTS.requested });

    const rows = await ctx.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([['password_reset', user.email]]);
    await ctx.app.mail.sender.deliverDue();
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toMatchObject({ text: user.email });
    expect(mail.subject).toBe('Reset your Flame-kissed password');
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toMatch(new RegExp(`${SITE}/reset-password\\?token=[\\w.-]+`));
      expect(part).toContain('30 minutes');
    }
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
  });

  it('sends one link a minute per account; a newer link replaces the older one', async () => {
    const user = await createUser(ctx.app);
    await forgot(user.email);
    await forgot(user.email);
    const first = await deliveredResetToken();
    clock.now = new Date(clock.now.getTime() + 61_000);
    sink.received.length = 0;
    await forgot(user.email);
    const second = await deliveredResetToken();
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('takes the same time whether or not the account exists (the median of paired, interleaved requests)', async () => {
    const user = await createUser(ctx.app);
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      expect((await forgot(email)).statusCode).toBe(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // Each pair is timed back to back, first one then the other in turn, so both meet the same load.
    const ratios: number[] = [];
    for (let round = 0; round < 40; round += 1) {
      // A minute on, so every request for the account issues a new link and queues its message.
      clock.now = new Date(clock.now.getTime() + 61_000);
      const unknownEmail = `nobody-${round}@example.test`;
      if (round % 2 === 0) {
        const known = await timed(user.email);
        ratios.push(known / (await timed(unknownEmail)));
      } else {
        const unknown = await timed(unknownEmail);
        ratios.push((await timed(user.email)) / unknown);
      }
    }
    expect(await ctx.db.select().from(outboxMessages)).toHaveLength(40);
    const median = ratios.sort((a, b) => a - b)[ratios.length / 2]!;
    expect(median).toBeLessThan(1.35);
  });

  it('refuses a badly formed email with a 400', async () => {
    const answer = await forgot('not-an-email');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false });
  });
});

describe('an outstanding reset link', () => {
  const changePassword = (user: TestUser) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'another-quiet-meadow-58' },
    });
  const logoutEverywhere = (user: TestUser) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.headers });
  /** Asks to move to a new address and opens the link that arrives there. */
  async function changeEmail(user: TestUser) {
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: { name: user.name, email: `moved-${user.id}@example.test`, currentPassword: user.password },
    });
    expect(asked.statusCode).toBe(200);
    sink.received.length = 0;
    await ctx.app.mail.sender.deliverDue();
    const toNew = sink.received.find((mail) => recipientOf(mail) === `moved-${user.id}@example.test`);
    const link = /\/verify-email\?token=([\w.%-]+)/.exec(toNew?.text ?? '');
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: user.headers,
      payload: { token: decodeURIComponent(link![1]!) },
    });
    expect(opened.statusCode).toBe(200);
    return opened;
  }

  it.each([
    ['a change of password', changePassword],
    ['a change of email', changeEmail],
    ["'log out everywhere'", logoutEverywhere],
  ] as const)('stops working after %s', async (_change, change) => {
    const { user, token } = await userWithResetLink();
    expect((await change(user)).statusCode).toBe(200);
    const late = await reset(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: PASSWORD_RESET_TEXTS.linkGone });
  });
});

describe('resetting with the link', () => {
  it('sets the new password and ends every session', async () => {
    const { user, token } = await userWithResetLink();
    const other = await login(user.email, user.password);
    expect(other.statusCode).toBe(200);

    const answer = await reset(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: PASSWORD_RESET_TEXTS.done });

    expect((await ctx.app.inject({ url: '/api/auth/me', headers: user.headers })).statusCode).toBe(401);
    const otherHeaders = { authorization: `Bearer ${other.json().data.token as string}` };
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: otherHeaders })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { token } = await userWithResetLink();
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'another-quiet-meadow-58');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: PASSWORD_RESET_TEXTS.linkGone,
      error: { token: [PASSWORD_RESET_TEXTS.linkGone] },
    });
  });

  it('works once when two uses race', async () => {
    const { token } = await userWithResetLink();
    const answers = await Promise.all([reset(token), reset(token, 'another-quiet-meadow-58')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('stops working 30 minutes after it was sent', async () => {
    const { token } = await userWithResetLink();
    clock.now = new Date(clock.now.getTime() + 30 * 60_000);
    const late = await reset(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: PASSWORD_RESET_TEXTS.linkGone });
  });

  it('refuses a weak password as sign-up does, and the link still works after', async () => {
    const { user, token } = await userWithResetLink();
    const weak = await reset(token, 'priyashrestha');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { password: [expect.stringMatching(/too easy to guess/)] } });
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a forged or altered token', async () => {
    const { token } = await userWithResetLink();
    const [id] = token.split('.');
    for (const forged of [`${id}.${'A'.repeat(43)}`, `${id}`, 'x.y', token.slice(0, -1)]) {
      const answer = await reset(forged);
      expect(answer.statusCode, forged).toBe(400);
      expect(answer.json()).toMatchObject({ message: PASSWORD_RESET_TEXTS.linkGone });
    }
    // A token signed for another purpose does not open this one.
    const foreign = ctx.app.mail.links.sign('reservation-cancel', id!);
    expect((await reset(foreign)).statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('checking a link as its page opens', () => {
  const check = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });

  it('says a live link works and leaves it usable', async () => {
    const { token } = await userWithResetLink();
    const answer = await check(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({ data: { live: true }, message: 'This link works' });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('says at once that a used, expired or forged link no longer works', async () => {
    const { token: used } = await userWithResetLink();
    expect((await reset(used)).statusCode).toBe(200);
    sink.received.length = 0;
    clock.now = new Date(clock.now.getTime() + 2 * 60_000);
    const { token: expired } = await userWithResetLink();
    clock.now = new Date(clock.now.getTime() + 30 * 60_000);
    for (const token of [used, expired, 'x.y']) {
      const answer = await check(token);
      expect(answer.statusCode, token).toBe(200);
      expect(answer.json()).toMatchObject({ data: { live: false }, message: PASSWORD_RESET_TEXTS.linkGone });
    }
  });

  it('refuses a missing token with a 400 naming it', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      payload: {},
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error)).toEqual(['token']);
  });
});
