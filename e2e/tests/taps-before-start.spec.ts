import { PUBLIC_PAGES, type Food } from '@flame/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

/**
 * A tap at the first moment a control is visible, on a phone on a slow network with a slow CPU (Slow 4G, CPU
 * 4× slower), takes effect once: the page holds it until the app has started and then answers it.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` and taps `control` as soon as it is visible, before the app has started. */
async function tapAtOnce(page: Page, path: string, control: (page: Page) => Locator) {
  await slowPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  const target = control(page);
  await target.click();
  return target;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

// A first visit: nothing in the browser's cache.
test.use({ viewport: VIEWPORTS.phone, freshTab: true });
// A page loaded on a throttled network and CPU, on a shared test machine.
test.describe.configure({ timeout: 150_000 });

for (const path of PUBLIC_PAGES) {
  test(`${path}: 'Open cart' tapped before the app starts opens the cart`, async ({ page }) => {
    await tapAtOnce(page, path, cartButton);
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible({ timeout: 60_000 });
  });
}

test("a dish page: 'Add to Cart' tapped before the app starts adds the dish once", async ({
  page,
  request,
}) => {
  const foods = ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
  const tikka = foods.find((food) => food.name === 'Paneer Tikka')!;
  const add = await tapAtOnce(page, `/food/${tikka._id}`, (page) =>
    page.getByRole('button', { name: 'Add to Cart' }),
  );
  await expect(page.getByText('Added to your cart')).toBeVisible({ timeout: 60_000 });
  await waitForHydration(add);
  await expect(add).not.toHaveAttribute('data-early-tap');
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item');
  await expect(page.getByText('You have 1 in your cart.')).toBeVisible();
});

test("/tables signed out: 'Reserve Now' tapped before the app starts goes to log in", async ({ page }) => {
  await tapAtOnce(page, '/tables', (page) => page.getByRole('button', { name: 'Reserve Now' }).first());
  await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
