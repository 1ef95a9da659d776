import type { Page } from '@playwright/test';
import { pickupEntry } from '../support/admin';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';
import { tryAgainUntilGone } from '../support/stale-notice';
import { box } from '../support/boxes';

/**
 * The pickups board during an outage, as the kitchen sees it: the last known orders stay readable with
 * 'Connection lost' and the time they were read; an action that cannot reach the server fails with its own
 * message; the board comes back by itself.
 */

const UNREACHABLE = 'Unable to reach the restaurant. Check your connection and try again.';
const AS_OF = /These are the orders as of [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)\./;
const shot = (name: string) => `test-results/screens/pickups-outage-${name}.png`;

const lostNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Connection lost' });

test.use({ viewport: VIEWPORTS.desktop });

test("while the server cannot be reached the board keeps its orders under 'Connection lost', a failed action says why, and it recovers", async ({
  openSection,
  page,
  newCustomer,
  consoleErrors,
}) => {
  // The board's reload retries twice before it fails, and other journeys' orders make it reload again.
  test.slow();
  const order = await placeOrder(page.request, await newCustomer('Nima Outage'));
  await openSection('pickups');
  const entry = pickupEntry(page, order.orderNumber);
  await expect(entry).toContainText('Nima Outage');
  await expect(lostNotice(page)).toHaveCount(0);

  // The server goes away for every new request (the open live stream is not cut: the reload fails alone).
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const select = entry.getByRole('combobox', { name: `Status of order ${order.orderNumber}` });
  await select.selectOption('confirmed');
  await expect(page.getByText(UNREACHABLE).first()).toBeVisible();
  await expect(select).toHaveValue('pending');

  // The board's reload after the failed action fails too (after its retries): the orders stay.
  await expect(lostNotice(page)).toBeVisible({ timeout: 15_000 });
  await expect(lostNotice(page)).toContainText(AS_OF);
  await expect(entry).toContainText('Nima Outage');
  await expect(entry).toContainText('Pending');
  await expect(page.getByText('Failed to load pickups')).toHaveCount(0);

  // Another order arrives on the live stream (it is placed from outside the browser): the dashboard reloads
  // its restaurant, which fails too, and keeps the one it had rather than replacing the board with a failure.
  const ownerReloadFailed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/restaurants/owner/me'),
  );
  await placeOrder(page.request, await newCustomer('Ravi Outage'));
  await ownerReloadFailed;
  // The board's reload for that order ends after its retries, well after the restaurant's failed.
  await expect(lostNotice(page).getByRole('button', { name: 'Try Again' })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText('Failed to load the dashboard')).toHaveCount(0);
  await expect(entry).toContainText('Nima Outage');
  const notice = await box(lostNotice(page));
  expect(notice.y + notice.height, 'the notice sits above the orders').toBeLessThanOrEqual(
    (await box(entry)).y,
  );
  await keepScreenshot(page, { path: shot('1280') });
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(entry).toContainText('Nima Outage');
  const phoneNotice = await box(lostNotice(page));
  expect(phoneNotice.x + phoneNotice.width, 'the notice fits a phone').toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: shot('390'), fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);

  // The server is back: 'Try Again' reloads the board (a reload already retrying may bring it back first), the
  // notice goes, and the action works.
  await page.unroute('**/api/**');
  await tryAgainUntilGone(lostNotice(page));
  await select.selectOption('confirmed');
  await expect(entry).toContainText('Confirmed');
  allowConsoleErrors(consoleErrors, /net::ERR_CONNECTION_REFUSED/);
});

test("with the device offline the live stream drops: the board says 'Connection lost', keeps its orders, and recovers once online", async ({
  openSection,
  page,
  newCustomer,
  consoleErrors,
}) => {
  const order = await placeOrder(page.request, await newCustomer('Sita Offline'));
  await openSection('pickups');
  const entry = pickupEntry(page, order.orderNumber);
  await expect(entry).toContainText('Sita Offline');
  await expect(page.getByText('Live updates on')).toBeVisible();

  await page.context().setOffline(true);
  await expect(lostNotice(page)).toBeVisible();
  await expect(lostNotice(page)).toContainText(AS_OF);
  await expect(entry).toContainText('Sita Offline');
  // An action fails at once with its message instead of waiting for the network.
  await entry
    .getByRole('combobox', { name: `Status of order ${order.orderNumber}` })
    .selectOption('confirmed');
  await expect(page.getByText(UNREACHABLE).first()).toBeVisible();
  await expect(entry).toContainText('Pending');

  await page.context().setOffline(false);
  await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 30_000 });
  await expect(lostNotice(page)).toHaveCount(0);
  await expect(entry).toContainText('Sita Offline');
  allowConsoleErrors(consoleErrors, /net::ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/);
});
