import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  customer: { email: 'guest@flamekissed.test', password: 'guest-demo-123', name: 'Sam Rivera' },
  admin: { email: 'owner@flamekissed.test', password: 'owner-demo-123', name: 'Maya Gurung' },
} as const;

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

interface Fixtures {
  /** Browser console errors seen during the test; the test fails if any is left unexpected. */
  consoleErrors: string[];
}

/** The page is pointed at the E2E server, and a test fails on an unexpected console.error (STYLE.md). */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the API and stores the token where the app keeps it, then opens `path`. */
export async function signInAs(page: Page, who: { email: string; password: string }, path = '/') {
  const response = await page.request.post('/api/auth/login', { data: who });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.addInitScript((token) => window.localStorage.setItem('auth_token', token), data.token);
  await page.goto(path);
}

/** Accepts the console errors a test provokes on purpose (a failed request), leaving any other to fail it. */
export function allowConsoleErrors(errors: string[], pattern: RegExp) {
  const unexpected = errors.filter((error) => !pattern.test(error));
  errors.splice(0, errors.length, ...unexpected);
}
