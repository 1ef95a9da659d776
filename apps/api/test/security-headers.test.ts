import type { LightMyRequestResponse } from 'fastify';
import { type MutableToken } from 'oauth2-mock-server';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../src/modules/orders/order-test-helpers';
import { useTestApp } from './fixtures/test-app-fixture';

/**
 * Headers: a strict CSP (no inline script), no framing, nosniff, a referrer policy, no-store on every
 * answer that carries a signed-in user's data or a token, and cookies that scripts cannot read and other sites
 * cannot send.
 */

const {
  ctx,
  owner,
  provider,
  users: { customer },
} = useTestApp({
  config: { publicUrl: 'https://flamekissed.test' },
  oidc: { clientId: 'headers-client', clientSecret: 'headers-secret' },
  seed: true,
  users: { customer: {} },
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('every answer', () => {
  it.each(['/api/health', '/api/food', '/api/nothing-here', '/robots.txt'])(
    '%s: CSP without inline script or eval, no framing, nosniff, no referrer',
    async (url) => {
      const response = await get(url);
      const csp = directives(response);
      const scripts = csp.get('script-src') ?? csp.get('default-src')!;
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // An API answer runs no inline script at all; a page allows its own by their hashes (plugins/web.test.ts).
      expect(scripts).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // With an https PUBLIC_URL browsers are told to stay on https.
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    },
  );

  it('carries no nonce, so the same answer can be the same bytes for everyone', async () => {
    const policy = async () => String((await get('/api/health')).headers['content-security-policy']);
    const first = await policy();
    expect(first).not.toContain("'nonce-");
    expect(await policy()).toBe(first);
  });
});

describe('no-store on signed-in answers', () => {
  it('marks every answer with a user’s data, found or not, as never to be stored', async () => {
    const order = await placeOrder(ctx.app, customer.headers);
    const reads: [string, Record<string, string>][] = [
      ['/api/auth/me', customer.headers],
      ['/api/orders', customer.headers],
      [`/api/orders/${order._id}`, customer.headers],
      [`/api/tracking/order/${order._id}`, customer.headers],
      ['/api/users/addresses', customer.headers],
      ['/api/restaurants/reservations', customer.headers],
      ['/api/restaurants/reservations/all', owner.headers],
      ['/api/orders/not-an-order', customer.headers],
    ];
    for (const [url, headers] of reads) {
      const response = await get(url, headers);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('never lets a token be stored: sign-up and sign-in answers are no-store', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Header Tester', email: 'headers@example.test', password: 'correct-horse-battery' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'headers@example.test', password: 'correct-horse-battery' },
    });
    expect(login.statusCode).toBe(200);
    for (const response of [signup, login]) {
      expect(response.json().data.token).toBeTruthy();
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('cookies', () => {
  /** Every Set-Cookie of an answer: HttpOnly, SameSite, and Secure under an https PUBLIC_URL. */
  function expectSafeCookies(response: LightMyRequestResponse) {
    const raw = response.headers['set-cookie'];
    const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(cookie).toMatch(/;\s*Secure/i);
    }
    return cookies;
  }

  it('sets none on password sign-in (the session is a bearer token, not a cookie)', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: ctx.config.demoAccounts.customer,
    });
    expect(login.statusCode).toBe(200);
    expect(expectSafeCookies(login)).toEqual([]);
  });

  it('keeps the Google sign-in cookies (the flow, the browser secret of the code) httpOnly, SameSite and Secure', async () => {
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, {
        sub: 'headers-google-1',
        email: 'headers-google@example.test',
        email_verified: true,
        name: 'Google Header',
      });
    });
    const start = await get('/api/auth/google');
    expect(start.statusCode).toBe(303);
    const [flowCookie] = expectSafeCookies(start);
    expect(flowCookie).toMatch(/^oidc_flow=/);

    const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await get(`${back.pathname}${back.search}`, { cookie: flowCookie!.split(';')[0]! });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toMatch(/^\/auth\/callback\?code=/);
    expect(callback.headers['cache-control']).toBe('no-store');
    provider.service.removeAllListeners('beforeTokenSigning');
    const cookies = expectSafeCookies(callback);
    expect(cookies.find((cookie) => cookie.startsWith('oidc_flow='))).toMatch(/^oidc_flow=;/);
    expect(cookies.some((cookie) => /^oidc_code_secret=[^;]+/.test(cookie))).toBe(true);
  });
});
