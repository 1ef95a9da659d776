import type { Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * True once React owns every control on the page: each link, button and field in #root carries React's
 * props (a server-rendered control before hydration does not, and a click on it would be lost).
 */
function controlsHydrated(): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return false;
  const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  if (!reactOwned(root.firstElementChild!)) return false;
  return Array.from(root.querySelectorAll('a, button, input, select, textarea, summary')).every(reactOwned);
}

/**
 * Waits until the page answers a person: loaded, and every control hydrated (see `controlsHydrated`).
 * What the page then fetches is waited for by the assertions that read it. Generous, for a busy machine.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(controlsHydrated), { timeout: 20_000 }).toBe(true);
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
