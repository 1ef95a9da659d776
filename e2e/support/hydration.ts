import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until React has hydrated `locator` (its DOM node carries React's props): a click before that would
 * reach the server-rendered HTML only. Generous, for a busy machine.
 */
export async function waitForHydration(locator: Locator, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      () => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      { timeout },
    )
    .toBe(true);
}
