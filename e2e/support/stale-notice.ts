import { expect, type Locator } from '@playwright/test';

/**
 * Once the server is back: 'Try Again' on a notice of data that could not be read again, until the notice goes.
 * A reload already retrying (after a live event) may bring the data back first, so the button is clicked only
 * while it is not busy.
 */
export async function tryAgainUntilGone(notice: Locator): Promise<void> {
  const tryAgain = notice.getByRole('button', { name: 'Try Again' });
  await expect(async () => {
    if (await tryAgain.isEnabled({ timeout: 500 }).catch(() => false))
      await tryAgain.click({ timeout: 2_000 });
    await expect(notice).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
