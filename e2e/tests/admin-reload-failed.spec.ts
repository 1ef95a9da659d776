import { dashboardMenu } from '../support/admin';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { keepScreenshot } from '../support/screenshots';
import { tryAgainUntilGone } from '../support/stale-notice';
import { box } from '../support/boxes';

/**
 * A dashboard section whose reload fails (the owner comes back to it while the server cannot be reached) keeps
 * what it showed, under a notice that says what failed, why and when what stays was read, with 'Try Again'.
 */

const shot = (name: string) => `test-results/screens/reload-failed-${name}.png`;

test.use({ viewport: VIEWPORTS.desktop });

test("a reload that fails keeps the reservations and the tables on screen under 'Failed to load …', and 'Try Again' reads them again", async ({
  openSection,
  page,
  consoleErrors,
}) => {
  // The section's reload retries twice before it fails.
  test.slow();
  const main = await openSection('reservations');
  const total = main.getByText('Total reservations');
  await expect(total).toBeVisible();
  await dashboardMenu(page).getByRole('link', { name: 'Menu' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

  // The server goes away; back on Reservations, the section shows what it read and reads it again, which fails.
  await page.route('**/api/restaurants/reservations/all', (route) => route.abort('connectionrefused'));
  await dashboardMenu(page).getByRole('link', { name: 'Reservations' }).click();
  const notice = main.getByRole('alert').filter({ hasText: 'Failed to load reservations' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('Unable to reach the restaurant. Check your connection and try again.');
  await expect(notice).toContainText(
    /What you see was read at [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)\./,
  );
  await expect(total).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Failed to load reservations' })).toHaveCount(0);
  const noticeBox = await box(notice);
  expect(noticeBox.y + noticeBox.height, 'the notice sits above what it speaks of').toBeLessThanOrEqual(
    (await box(total)).y,
  );
  await keepScreenshot(page, { path: shot('1280'), fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  const phoneNotice = await box(notice);
  expect(phoneNotice.x + phoneNotice.width, 'the notice fits a phone').toBeLessThanOrEqual(390);
  const retry = notice.getByRole('button', { name: 'Try Again' });
  const retryBox = await box(retry);
  expect(retryBox.x + retryBox.width, "'Try Again' fits a phone").toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: shot('390'), fullPage: true });

  // The server is back: 'Try Again' reads the reservations (a reload already retrying after another journey's
  // booking may bring them back first), and the notice goes.
  await page.unroute('**/api/restaurants/reservations/all');
  await tryAgainUntilGone(notice);
  await expect(total).toBeVisible();

  // Tables shows the same reservations beside the tables: when reading them again fails, the cards stay, under
  // the section's own notice, above its search.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.route('**/api/restaurants/reservations/all', (route) => route.abort('connectionrefused'));
  await dashboardMenu(page).getByRole('link', { name: 'Tables' }).click();
  const tablesNotice = main.getByRole('alert').filter({ hasText: 'Failed to load tables' });
  await expect(tablesNotice).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('heading', { level: 2, name: /^Table \d+$/ }).first()).toBeVisible();
  const tablesNoticeBox = await box(tablesNotice);
  expect(
    tablesNoticeBox.y + tablesNoticeBox.height,
    'the notice sits above the tables it speaks of',
  ).toBeLessThanOrEqual((await box(main.getByRole('searchbox', { name: 'Search tables' }))).y);
  await keepScreenshot(page, { path: shot('tables-1280'), fullPage: true });
  await page.unroute('**/api/restaurants/reservations/all');
  await tryAgainUntilGone(tablesNotice);
  allowConsoleErrors(consoleErrors, /net::ERR_CONNECTION_REFUSED/);
});
