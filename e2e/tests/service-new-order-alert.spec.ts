import type { Page } from '@playwright/test';
import { dashboardMenu, dashboardPath, ownedRestaurantId, type DashboardSection } from '../support/admin';
import { expect, test as base, VIEWPORTS } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

const SETTINGS_TITLE = 'Settings · Admin Dashboard | Flame-kissed';
const COUNTED = /^\((\d+)\) New orders · Settings · Admin Dashboard \| Flame-kissed$/;
const STREAM = (response: { url: () => string }) => response.url().includes('/api/admin/events?ticket=');

const test = base.extend<{
  /** Opens a section by its address as the owner, without touching the page, once the live stream is open. */
  openWithLiveStream: (section: DashboardSection) => Promise<void>;
}>({
  openWithLiveStream: async ({ page, signInAsOwner }, use) => {
    await use(async (section) => {
      const id = await ownedRestaurantId(page.request);
      const streamOpen = page.waitForResponse(STREAM);
      await signInAsOwner(dashboardPath(id, section));
      expect((await streamOpen).status()).toBe(200);
    });
  },
});

/**
 * A `service-*` journey, run one at a time: the title counts every unseen order, so no other journey may place
 * one while it checks that a seen order leaves the count.
 *
 * A new order cannot be missed: while the owner is in another section, the tab's title counts the unseen
 * orders and the side menu's Pickups badge too; the browser keeps sound off until the page has had a click, so
 * the dashboard asks once to 'Turn on order sound'; opening Pickups clears the count.
 *
 * Every query Playwright makes in the page (a locator, the title) gives the page a user activation, which lets
 * it make sound; so does recording a trace. Until the chime has been tried, these tests make none (they wait on
 * the network and the console only) and record no trace: the browser holds sound back as it does for an owner
 * who has not clicked yet.
 */
test.use({ trace: 'off' });

async function unseenInTitle(page: Page): Promise<number> {
  await expect(page).toHaveTitle(COUNTED);
  return Number(COUNTED.exec(await page.title())![1]);
}

test('an order placed while the owner is in Settings is counted in the title until Pickups is opened', async ({
  openWithLiveStream,
  page,
  newCustomer,
}) => {
  await openWithLiveStream('settings');
  const blocked = page.waitForEvent('console', (message) =>
    message.text().includes('The AudioContext was not allowed to start'),
  );
  const customer = await newCustomer('Tara Unseen');
  const order = await placeOrder(page.request, customer);
  // The chime was tried and the browser refused it; the dashboard decides within a third of a second.
  await blocked;

  const prompt = page.getByRole('status').filter({ hasText: 'your browser kept its sound off' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const first = await unseenInTitle(page);
  expect(first).toBeGreaterThanOrEqual(1);
  await expect(dashboardMenu(page).getByRole('link', { name: /^Pickups \d+ new$/ })).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/screens/new-order-sound-prompt-1280.png' });
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(prompt.getByRole('button', { name: 'Turn on order sound' })).toBeInViewport();
  await keepScreenshot(page, { path: 'test-results/screens/new-order-sound-prompt-390.png' });
  await page.setViewportSize(VIEWPORTS.desktop);

  await prompt.getByRole('button', { name: 'Turn on order sound' }).click();
  await expect(prompt).toBeHidden();

  await placeOrder(page.request, await newCustomer('Omar Second'));
  await expect.poll(() => unseenInTitle(page)).toBeGreaterThan(first);
  await expect(page.getByRole('button', { name: 'Turn on order sound' })).toHaveCount(0);

  await dashboardMenu(page)
    .getByRole('link', { name: /^Pickups/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pickups' })).toBeVisible();
  await expect(page).toHaveTitle('Pickups · Admin Dashboard | Flame-kissed');
  await expect(page.getByText(`Order ${order.orderNumber}`, { exact: true }).first()).toBeVisible();
  await expect(dashboardMenu(page).getByRole('link', { name: 'Pickups', exact: true })).toBeVisible();

  // Seen stays seen: back in Settings the title carries no count.
  await dashboardMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle(SETTINGS_TITLE);
});

test('with the order sound switched off in Settings, orders are still counted but nothing asks for sound', async ({
  openWithLiveStream,
  page,
  newCustomer,
}) => {
  await openWithLiveStream('settings');
  const sound = page.getByRole('switch', { name: 'Chime for new orders' });
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => window.localStorage.getItem('admin:order-sound'))).toBe('off');
  const card = page.getByRole('region', { name: 'Order sound' });
  await keepScreenshot(card, { path: 'test-results/screens/new-order-sound-setting-1280.png' });
  await page.setViewportSize(VIEWPORTS.phone);
  await keepScreenshot(card, { path: 'test-results/screens/new-order-sound-setting-390.png' });
  await page.setViewportSize(VIEWPORTS.desktop);

  // Kept in this browser: the reloaded page (not touched since, so a chime would be refused and asked for)
  // stays quiet and does not ask.
  const streamOpen = page.waitForResponse(STREAM);
  await page.reload();
  await streamOpen;
  // Orders of the other journey may still be unseen, or none.
  await expect(page).toHaveTitle(/Settings · Admin Dashboard \| Flame-kissed$/);
  const unseenBefore = Number(COUNTED.exec(await page.title())?.[1] ?? 0);
  await placeOrder(page.request, await newCustomer('Quiet Quinn'));
  // Counted in the title: the dashboard has taken the order (a chime, switched off, is decided on the spot).
  await expect.poll(() => unseenInTitle(page)).toBeGreaterThan(unseenBefore);
  await expect(page.getByRole('button', { name: 'Turn on order sound' })).toHaveCount(0);
  await expect(sound).toHaveAttribute('aria-checked', 'false');

  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('admin:order-sound'))).toBeNull();
});
