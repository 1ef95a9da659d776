import type { Browser, BrowserContext, Page } from '@playwright/test';
import { putToken, type Customer } from './customers';
import { expect } from './fixtures';
import { openPage } from './navigation';

/** A session of `customer` of its own: a token from a fresh sign-in through the API. */
export async function newSessionToken(page: Page, customer: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Another browser (a context of its own: its own storage) signed in as `customer` with a session of its own,
 * showing `path`.
 */
export async function otherBrowser(
  browser: Browser,
  page: Page,
  customer: Customer,
  path = '/profile',
): Promise<{ context: BrowserContext; page: Page }> {
  const token = await newSessionToken(page, customer);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await context.newPage();
  await putToken(other, { token });
  await openPage(other, path);
  return { context, page: other };
}
