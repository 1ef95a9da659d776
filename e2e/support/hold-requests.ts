import type { Page } from '@playwright/test';

/**
 * Holds back the requests to `url` (of `method`, when given) until the returned `release` is called; then the
 * real server answers them. For seeing what a page does while it waits.
 */
export async function holdRequests(page: Page, url: string, method?: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await held;
    await route.fallback();
  });
  return release;
}
