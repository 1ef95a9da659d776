import type { Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * True once React has hydrated the page: its shell (the first element in #root), the header's first link and
 * the main region carry React's props (a server-rendered control before hydration does not, and a click on
 * it would be lost).
 */
function pageHydrated(): boolean {
  const reactOwned = (node: Element | null | undefined) =>
    !node || Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  const root = document.getElementById('root');
  if (!root?.firstElementChild) return false;
  return (
    reactOwned(root.firstElementChild) &&
    reactOwned(root.querySelector('header a')) &&
    reactOwned(root.querySelector('main'))
  );
}

/**
 * Waits until the page answers a person: loaded and hydrated (see `pageHydrated`).
 * What the page then fetches is waited for by the assertions that read it. Generous, for a busy machine.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(pageHydrated), { timeout: 20_000 }).toBe(true);
}

/** Opens `path` (or a full URL) and waits until the page answers a person (`waitForPageReady`). */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForPageReady(page);
  return response;
}

/** Reloads the page and waits until it answers a person (`waitForPageReady`). */
export async function reloadPage(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForPageReady(page);
  return response;
}

/**
 * Waits until the browser's main thread is idle: the page's effects have run, and each request they make has
 * been sent (Playwright has seen it), for tests that count what a page asks for.
 */
export async function waitForIdleBrowser(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
