import { expect, type Page } from '@playwright/test';
import { putToken } from './customers';

/** The demo accounts the seed creates. */
export const DEMO = {
  customer: { email: 'guest@flamekissed.test', password: 'guest-demo-123', name: 'Sam Rivera' },
  admin: { email: 'owner@flamekissed.test', password: 'owner-demo-123', name: 'Maya Gurung' },
} as const;

/** Signs in through the API and stores the token where the app keeps it, then opens `path`; answers the token. */
export async function signInAs(
  page: Page,
  who: { email: string; password: string },
  path = '/',
): Promise<{ token: string }> {
  const response = await page.request.post('/api/auth/login', { data: who });
  expect(response.ok()).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await putToken(page, { token });
  await page.goto(path);
  return { token };
}
