import { AUTH_TOKEN_STORAGE_KEY } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForMail } from './outbox';

/** A customer signed up through the API for one test. */
export interface Customer {
  name: string;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for API calls as the customer. */
  headers: { authorization: string };
}

export interface SignUpOptions {
  verified?: boolean;
  emailPrefix?: string;
}

let counter = 0;

/** A unique email per call (tests run in parallel workers against one database). */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

/**
 * Signs a new customer up through the API: each test has its own, so tests never see each other's data. The
 * address is then confirmed as a person does, with the link of the email the server wrote (an unconfirmed
 * account may hold one order and one booking); `{ verified: false }` leaves it unconfirmed, `emailPrefix` starts
 * the address (a long one shows how a screen copes with it).
 */
export async function signUp(
  request: APIRequestContext,
  name = 'Priya Sharma',
  { verified = true, emailPrefix }: SignUpOptions = {},
): Promise<Customer> {
  const customer = { name, email: uniqueEmail(emailPrefix), password: 'tandoori-nights-1' };
  const response = await request.post('/api/auth/signup', { data: customer });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  if (verified) await confirmEmail(request, customer.email);
  return { ...customer, token, headers: { authorization: `Bearer ${token}` } };
}

/** Opens the link of the newest confirmation email to `email` through the API. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, /^Confirm your .*email address$/);
  const link = /https?:\/\/[^\s/]+\/verify-email\?token=[^\s\]>)]*/.exec(mail.text ?? '');
  if (!link) throw new Error(`No confirmation link in '${mail.subject ?? ''}'`);
  const token = new URL(link[0]).searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Stores `token` where the app keeps it before the next page of this tab opens. Once per token and tab: a
 * logout sticks, and a later token (another account) replaces an earlier one.
 */
export async function putToken(page: Page, { token }: { token: string }): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      const flag = `e2e-token-set:${value}`;
      if (window.sessionStorage.getItem(flag)) return;
      window.sessionStorage.setItem(flag, '1');
      window.localStorage.setItem(key, value);
    },
    { key: AUTH_TOKEN_STORAGE_KEY, value: token },
  );
}

/** The token the app keeps now (null when signed out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
}

/** What `GET /api/auth/me` answers for a token now. */
export async function meStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}
