import { EMAIL_VERIFICATION_TEXTS } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { TEST_SITE_URL, useTestApp } from '../../../test/fixtures/test-app-fixture';
import { outboxMessages, users } from '../../db/schema';
import { openSession } from './service';

/** The one address a received message went to. */
const recipientOf = (mail: { to?: unknown }) => (mail.to as { text?: string } | undefined)?.text;

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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const verify = (token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers, payload: { token } });
const resend = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(token) });

/** Sends the outbox through the SMTP server; the messages that arrived, by recipient. */
async function delivered() {
  await ctx.app.mail.sender.deliverDue();
  const mails = [...sink.received];
  sink.received.length = 0;
  return mails;
}

function linkIn(text: string | undefined): string {
  const match = /\/verify-email\?token=([\w.%-]+)/.exec(text ?? '');
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function signUp(email: string): Promise<{ token: string; link: string }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Mina Gurung', email, password: 'momo-lover-99' },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json().data.user).toMatchObject({ email, emailVerified: false, pendingEmail: null });
  const [mail] = await delivered();
  expect(mail!.to).toMatchObject({ text: email });
  expect(mail!.subject).toBe('Confirm your Flame-kissed email address');
  expect(mail!.text).toContain(`${TEST_SITE_URL}/verify-email?token=`);
  return { token: response.json().data.token as string, link: linkIn(mail!.text) };
}

describe('signing up', () => {
  it('signs the person in and mails a link that verifies the address, once', async () => {
    const { token, link } = await signUp('mina@example.test');
    const opened = await verify(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      success: true,
      data: { email: 'mina@example.test' },
      message: EMAIL_VERIFICATION_TEXTS.verified,
    });
    expect((await me(token)).json().data.emailVerified).toBe(true);
    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_VERIFICATION_TEXTS.linkGone);
  });

  it('refuses a link past its 24 hours, and a forged one', async () => {
    const { token, link } = await signUp('late@example.test');
    clock.now = new Date(clock.now.getTime() + 24 * 3_600_000 + 1000);
    expect((await verify(link)).statusCode).toBe(400);
    expect((await verify(`${link.split('.')[0]}.forged`)).statusCode).toBe(400);
    expect((await me(token)).json().data.emailVerified).toBe(false);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('sends a new link that replaces the old one, at most once a minute', async () => {
    const { token, link: first } = await signUp('again@example.test');
    clock.now = new Date(clock.now.getTime() + 61_000);
    const sent = await resend(token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(EMAIL_VERIFICATION_TEXTS.sent('again@example.test'));
    const [mail] = await delivered();
    const second = linkIn(mail!.text);

    expect((await resend(token)).statusCode).toBe(429);
    expect(await delivered()).toHaveLength(0);

    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await resend(token)).statusCode).toBe(409);
  });

  it('answers 401 signed out', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the email', () => {
  async function askToMove(user: TestUser, email: string) {
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: { name: user.name, email, currentPassword: user.password },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(EMAIL_VERIFICATION_TEXTS.changeRequested(email));
    expect(answer.json().data).toMatchObject({ email: user.email, pendingEmail: email });
    const mails = await delivered();
    const toNew = mails.find((mail) => recipientOf(mail) === email)!;
    const toOld = mails.find((mail) => recipientOf(mail) === user.email)!;
    expect(toNew.subject).toBe('Confirm your new Flame-kissed email address');
    expect(toOld.subject).toBe('Your Flame-kissed email address is about to change');
    expect(toOld.text).toContain(email);
    expect(toOld.text).toContain(`${TEST_SITE_URL}/forgot-password`);
    return linkIn(toNew.text);
  }

  it('takes effect only when the link sent to the new address is opened, ending the other sessions', async () => {
    const user = await createUser(ctx.app);
    const otherToken = await openSession(ctx.app.db, ctx.app.auth, user.id, ctx.app.now());
    const link = await askToMove(user, 'moved@example.test');
    const [before] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(before!.email).toBe(user.email);
    expect((await me(otherToken)).statusCode).toBe(200);

    const opened = await verify(link, user.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe(EMAIL_VERIFICATION_TEXTS.changed('moved@example.test'));
    expect((await me(user.token)).json().data).toMatchObject({
      email: 'moved@example.test',
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await me(otherToken)).statusCode).toBe(401);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await createUser(ctx.app);
    const link = await askToMove(user, 'contested@example.test');
    await createUser(ctx.app, { email: 'contested@example.test' });
    expect((await verify(link)).statusCode).toBe(409);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });
});
