import { eq } from 'drizzle-orm';
import { type MutableToken } from 'oauth2-mock-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages, sessions, users } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { createTestApp } from '../../../test/test-app';
import { issueSignInCode, redeemSignInCode } from './sign-in-codes';

const CLIENT_ID = 'flame-test-client';
const CLIENT_SECRET = 'flame-test-secret';

/** The app's clock: the machine's, unless a test moves it. */
const clock: { now: Date | undefined } = { now: undefined };
const { ctx, provider } = useTestApp({
  oidc: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  now: () => clock.now ?? new Date(),
});
afterEach(() => provider.service.removeAllListeners('beforeTokenSigning'));

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** The provider signs `identity` into the tokens it issues next (and lets the test tamper with them). */
function providerSignsIn(identity: Identity, tamper: (token: MutableToken) => void = () => {}) {
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity);
    tamper(token);
  });
}

function cookieOf(setCookie: string | string[] | undefined, name = 'oidc_flow'): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
  return found.split(';')[0]!;
}

/** What a browser does: start at our API, visit the provider, come back with its answer. */
async function signInThroughProvider(
  options: { redirectTo?: string; editCallback?: (query: URLSearchParams) => void; cookie?: string } = {},
) {
  const start = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/google${options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : ''}`,
  });
  expect(start.statusCode).toBe(303);
  const authorizeUrl = new URL(start.headers.location!);
  const flowCookie = cookieOf(start.headers['set-cookie']);

  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  options.editCallback?.(back.searchParams);

  const callback = await ctx.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: options.cookie ?? flowCookie },
  });
  return { start, authorizeUrl, flowCookie, callback };
}

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

function codeFrom(location: string | undefined): string {
  const url = new URL(location!, 'http://app.test');
  expect(url.pathname).toBe('/auth/callback');
  expect(url.searchParams.has('token')).toBe(false);
  return url.searchParams.get('code')!;
}

const exchange = (code: string, cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google/exchange',
    headers: { cookie },
    payload: { code },
  });

/** What the callback page does: trade the address's code and this browser's cookie for a session token. */
async function tokenFrom(callback: Awaited<ReturnType<typeof signInThroughProvider>>['callback']) {
  const answer = await exchange(
    codeFrom(callback.headers.location),
    cookieOf(callback.headers['set-cookie'], 'oidc_code_secret'),
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().data.token as string;
}

describe('GET /api/auth/google', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce kept in a signed httpOnly cookie', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(303);
    const url = new URL(start.headers.location!);
    expect(url.origin).toBe(provider.issuer.url);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/google\/callback$/);

    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^oidc_flow=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/auth/google');
    expect(cookie).toContain('Max-Age=600');
    // The secrets never travel in the clear to the provider: the verifier is only in the (signed) cookie.
    expect(start.headers['cache-control']).toBe('no-store');
  });

  it("builds the provider's redirect address from the site's address, never from the Host header", async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/google',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const url = new URL(start.headers.location!);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ctx.config.siteUrl}/api/auth/google/callback`);
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates a customer from a verified identity and lands on /auth/callback with a working token', async () => {
    providerSignsIn({
      sub: 'google-new-1',
      email: 'New.Person@Example.test',
      email_verified: true,
      name: 'New Person',
    });
    const { callback } = await signInThroughProvider();
    expect(callback.statusCode).toBe(303);
    const token = await tokenFrom(callback);
    const user = (await me(token)).json().data;
    expect(user).toMatchObject({ email: 'new.person@example.test', name: 'New Person', role: 'customer' });
    // The flow cookie is spent.
    expect(String(callback.headers['set-cookie'])).toMatch(/oidc_flow=;.*Expires=Thu, 01 Jan 1970/);

    // Signing in again finds the same account (by the provider's subject).
    providerSignsIn({ sub: 'google-new-1', email: 'new.person@example.test', email_verified: true });
    const again = await signInThroughProvider();
    expect((await me(await tokenFrom(again.callback))).json().data._id).toBe(user._id);
  });

  it('links an existing email account instead of creating a second one', async () => {
    const existing = await createUser(ctx.app, { email: 'linked@example.test', password: 'linked-pass-1' });
    providerSignsIn({
      sub: 'google-linked',
      email: 'LINKED@example.test',
      email_verified: true,
      name: 'Other Name',
    });
    const { callback } = await signInThroughProvider();
    const user = (await me(await tokenFrom(callback))).json().data;
    expect(user._id).toBe(existing.id);
    expect(user.name).toBe(existing.name);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'linked@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.oidcSubject).toBe(`${provider.issuer.url}|google-linked`);
    // The password still works.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'linked@example.test', password: 'linked-pass-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('links an existing account only when its address is verified', async () => {
    const existing = await createUser(ctx.app, { email: 'verified-link@example.test' });
    providerSignsIn({
      sub: 'google-verified-link',
      email: 'verified-link@example.test',
      email_verified: true,
    });
    const { callback } = await signInThroughProvider();
    expect((await me(await tokenFrom(callback))).json().data).toMatchObject({
      _id: existing.id,
      emailVerified: true,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.passwordHash).not.toBeNull();
  });

  it('takes over an unverified password account: password removed, sessions ended, the address told', async () => {
    // Someone signed up with this address and a password, and never proved it was theirs.
    const squatter = await createUser(ctx.app, {
      email: 'taken-over@example.test',
      password: 'squatter-pass-1',
      verified: false,
    });
    providerSignsIn({ sub: 'google-owner', email: 'taken-over@example.test', email_verified: true });
    const { callback } = await signInThroughProvider();
    const owner = (await me(await tokenFrom(callback))).json().data;
    expect(owner).toMatchObject({ _id: squatter.id, email: 'taken-over@example.test', emailVerified: true });

    expect((await me(squatter.token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'taken-over@example.test', password: 'squatter-pass-1' },
    });
    expect(login.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ passwordHash: null, oidcSubject: `${provider.issuer.url}|google-owner` });
    const told = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'taken-over@example.test'));
    expect(told.map((message) => [message.kind, message.recipient])).toEqual([
      ['google_takeover_notice', 'taken-over@example.test'],
    ]);
  });

  it('verifies the address of a new account made with Google', async () => {
    providerSignsIn({ sub: 'google-new-verified', email: 'new-verified@example.test', email_verified: true });
    const { callback } = await signInThroughProvider();
    expect((await me(await tokenFrom(callback))).json().data.emailVerified).toBe(true);
  });

  it('refuses an account already linked to another provider subject', async () => {
    providerSignsIn({ sub: 'google-first', email: 'taken@example.test', email_verified: true });
    await signInThroughProvider();
    providerSignsIn({ sub: 'google-second', email: 'taken@example.test', email_verified: true });
    const { callback } = await signInThroughProvider();
    expect(callback.headers.location).toBe('/login?error=google_linked');
  });

  it('refuses an unverified or missing email', async () => {
    providerSignsIn({ sub: 'google-unverified', email: 'unverified@example.test', email_verified: false });
    const unverified = await signInThroughProvider();
    expect(unverified.callback.statusCode).toBe(303);
    expect(unverified.callback.headers.location).toBe('/login?error=google_email');
    expect(await ctx.db.select().from(users).where(eq(users.email, 'unverified@example.test'))).toEqual([]);

    providerSignsIn({ sub: 'google-no-email' });
    const noEmail = await signInThroughProvider();
    expect(noEmail.callback.headers.location).toBe('/login?error=google_email');
  });

  it('refuses a tampered state', async () => {
    providerSignsIn({ sub: 'google-state', email: 'state@example.test', email_verified: true });
    const { callback } = await signInThroughProvider({
      editCallback: (query) => query.set('state', 'forged-state'),
    });
    expect(callback.headers.location).toBe('/login?error=google');
    expect(await ctx.db.select().from(users).where(eq(users.email, 'state@example.test'))).toEqual([]);
  });

  it('refuses an ID token whose nonce was tampered with', async () => {
    providerSignsIn({ sub: 'google-nonce', email: 'nonce@example.test', email_verified: true }, (token) => {
      if ('nonce' in token.payload) token.payload.nonce = 'forged-nonce';
    });
    const { callback } = await signInThroughProvider();
    expect(callback.headers.location).toBe('/login?error=google');
    expect(await ctx.db.select().from(users).where(eq(users.email, 'nonce@example.test'))).toEqual([]);
  });

  it('refuses an ID token for another audience, from another issuer, or already expired', async () => {
    const cases: ((token: MutableToken) => void)[] = [
      (token) => (token.payload.aud = 'someone-else'),
      (token) => (token.payload.iss = 'https://evil.example.test'),
      (token) => (token.payload.exp = Math.floor(Date.now() / 1000) - 3600),
    ];
    for (const tamper of cases) {
      provider.service.removeAllListeners('beforeTokenSigning');
      providerSignsIn({ sub: 'google-claims', email: 'claims@example.test', email_verified: true }, tamper);
      const { callback } = await signInThroughProvider();
      expect(callback.headers.location).toBe('/login?error=google');
    }
  });

  it('refuses a callback without the flow cookie, or with a forged one', async () => {
    providerSignsIn({ sub: 'google-cookie', email: 'cookie@example.test', email_verified: true });
    const none = await signInThroughProvider({ cookie: '' });
    expect(none.callback.headers.location).toBe('/login?error=google');

    const forged = await signInThroughProvider({ cookie: 'oidc_flow=eyJzdGF0ZSI6IngifQ.forgedsignature' });
    expect(forged.callback.headers.location).toBe('/login?error=google');
  });

  it('refuses a provider error answer (the visitor cancelled)', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const state = new URL(start.headers.location!).searchParams.get('state')!;
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: cookieOf(start.headers['set-cookie']) },
    });
    expect(callback.headers.location).toBe('/login?error=google');
  });

  it('keeps a safe return path and drops one to another site', async () => {
    providerSignsIn({ sub: 'google-return', email: 'return@example.test', email_verified: true });
    const inside = await signInThroughProvider({ redirectTo: '/checkout' });
    expect(new URL(inside.callback.headers.location!, 'http://x').searchParams.get('redirectTo')).toBe(
      '/checkout',
    );

    const outside = await signInThroughProvider({ redirectTo: '//evil.example.test/steal' });
    expect(new URL(outside.callback.headers.location!, 'http://x').searchParams.get('redirectTo')).toBeNull();
  });
});

describe('POST /api/auth/google/exchange', () => {
  async function cameBack(sub: string) {
    providerSignsIn({ sub, email: `${sub}@example.test`, email_verified: true });
    const { callback } = await signInThroughProvider();
    return {
      code: codeFrom(callback.headers.location),
      cookie: cookieOf(callback.headers['set-cookie'], 'oidc_code_secret'),
      setCookie: String(callback.headers['set-cookie']),
    };
  }

  it('keeps the code secret in a short-lived signed httpOnly cookie and opens no session before the exchange', async () => {
    const { setCookie } = await cameBack('exchange-cookie');
    expect(setCookie).toMatch(/oidc_code_secret=[^;]+\.[^;]+;/);
    expect(setCookie).toContain('Max-Age=60');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toMatch(/oidc_code_secret=.*HttpOnly/);
    const user = await ctx.db.select().from(users).where(eq(users.email, 'exchange-cookie@example.test'));
    const open = await ctx.db.select().from(sessions).where(eq(sessions.userId, user[0]!.id));
    expect(open).toEqual([]);
  });

  it('answers a token once: the same code a second time is refused', async () => {
    const { code, cookie } = await cameBack('exchange-twice');
    const first = await exchange(code, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await me(first.json().data.token)).json().data.email).toBe('exchange-twice@example.test');

    const second = await exchange(code, cookie);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'This sign-in has expired or was started in another browser. Please sign in again.',
    );
  });

  it('refuses a code without the cookie, with a forged one, or with the cookie of another browser', async () => {
    const mine = await cameBack('exchange-mine');
    const theirs = await cameBack('exchange-theirs');
    for (const cookie of ['', 'oidc_code_secret=forged.value', theirs.cookie]) {
      const answer = await exchange(mine.code, cookie);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data).toBeUndefined();
    }
    // The refused attempts did not spend it: its own browser still signs in.
    expect((await exchange(mine.code, mine.cookie)).statusCode).toBe(200);
  });

  it('refuses a code once its minute has passed', async () => {
    const [user] = await ctx.db.select().from(users).limit(1);
    const issuedAt = new Date('2030-01-01T12:00:00Z');
    const { code, browserSecret } = await issueSignInCode(ctx.db, user!.id, issuedAt);
    const late = new Date(issuedAt.getTime() + 60_000);
    expect(await redeemSignInCode(ctx.db, { code, browserSecret }, late)).toBeUndefined();
    const inTime = new Date(issuedAt.getTime() + 59_000);
    expect(await redeemSignInCode(ctx.db, { code, browserSecret }, inTime)).toBe(user!.id);
  });

  it("refuses a code exchanged after its minute by the app's clock", async () => {
    const { code, cookie } = await cameBack('exchange-late');
    clock.now = new Date(Date.now() + 61_000);
    try {
      const late = await exchange(code, cookie);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(
        'This sign-in has expired or was started in another browser. Please sign in again.',
      );
    } finally {
      clock.now = undefined;
    }
  });

  it('lets only one of two racing exchanges of one code win', async () => {
    const { code, cookie } = await cameBack('exchange-race');
    const answers = await Promise.all([
      exchange(code, cookie),
      exchange(code, cookie),
      exchange(code, cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('unconfigured', () => {
  it('answers a clear 503', async () => {
    const bare = await createTestApp({ oidc: undefined });
    try {
      for (const [method, url] of [
        ['GET', '/api/auth/google'],
        ['GET', '/api/auth/google/callback?code=x&state=y'],
        ['POST', '/api/auth/google/exchange'],
      ] as const) {
        const response = await bare.app.inject({
          method,
          url,
          payload: method === 'POST' ? { code: 'x' } : undefined,
        });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          success: false,
          message: 'Sign-in with Google is not configured on this server',
        });
      }
    } finally {
      await bare.close();
    }
  });
});

describe('logs', () => {
  it('never write the session token of the callback address', async () => {
    const { redactUrl } = await import('./log-redaction');
    expect(redactUrl('/auth/callback?token=abc.def.ghi&redirectTo=%2Fcheckout')).toBe(
      '/auth/callback?token=[redacted]&redirectTo=%2Fcheckout',
    );
    expect(redactUrl('/api/auth/google/callback?code=xyz&state=s1')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );
  });
});
