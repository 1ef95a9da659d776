import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Customer {
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** A unique email per call (tests run in parallel workers against one database). */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

/** Signs a new customer up through the API. */
export async function createCustomer(page: Page, name = 'Priya Sharma'): Promise<Customer> {
  const customer = { name, email: uniqueEmail(), password: 'tandoori-nights-1' };
  const response = await page.request.post('/api/auth/signup', { data: customer });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { token: string } };
  return { ...customer, token: data.token };
}

/** Stores the customer's token where the app keeps it before the next page opens (once: a logout sticks). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-token-set')) return;
    window.sessionStorage.setItem('e2e-token-set', '1');
    window.localStorage.setItem('auth_token', value);
  }, token);
}

/** A new signed-in customer on `path`. */
export async function signedInCustomer(page: Page, path: string, name?: string): Promise<Customer> {
  const customer = await createCustomer(page, name);
  await useToken(page, customer.token);
  await page.goto(path, { waitUntil: 'networkidle' });
  return customer;
}

/** What `GET /api/auth/me` answers for a token now. */
export async function meStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}
