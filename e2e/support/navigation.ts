import type { Page, Response } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * Waits until the page answers a person: loaded, and hydrated by React (the header's first link carries
 * React's props; before that a click would reach the server's HTML only). What the page then fetches is
 * waited for by the assertions that read it.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await waitForHydration(page.locator('#root header a').first());
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
