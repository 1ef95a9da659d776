import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Waits until React has hydrated `locator` (its DOM node carries React's props): a click before that would
 * reach the server-rendered HTML only. Generous, for a busy machine.
 */
export async function waitForHydration(locator: Locator, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      () => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      // Checked every 100 ms after a quick start, rather than expect.poll's default that waits up to a second
      // between checks: every journey opens pages, and each would wait for nothing.
      { timeout, intervals: [25, 50, 100] },
    )
    .toBe(true);
}
