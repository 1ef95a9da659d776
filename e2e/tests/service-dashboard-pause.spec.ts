import { pauseEndPhrase, type Restaurant } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { openDashboardSection, ownedRestaurantId } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders } from '../support/orders';
import { openPage, reloadPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner pauses online orders from the pickups board with one tap: the pause shows above every dashboard
 * section and on the public menu, and 'Resume now' ends it. A timed pause ends by itself on the open dashboard.
 */

const shot = (name: string) => path.join('test-results', 'screens', `dashboard-pause-${name}.png`);

async function currentRestaurant(request: APIRequestContext): Promise<Restaurant> {
  const response = await request.get('/api/restaurants');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Restaurant[] }).data[0]!;
}

const pauseBanner = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Online orders paused until/ });

test.describe.configure({ timeout: 90_000 });

for (const [width, viewport] of [
  ['390', VIEWPORTS.phone],
  ['1280', VIEWPORTS.desktop],
] as const) {
  test.describe(`pausing online orders at ${width} px`, () => {
    test.use({ viewport });

    test('15 minutes from the pickups board: banner in every section, notice on the menu, Resume ends both', async ({
      page,
      context,
    }) => {
      const restaurantId = await ownedRestaurantId(page.request);
      try {
        await openDashboardSection(page, 'pickups');
        await expect(page.getByRole('heading', { level: 1, name: 'Pickups' })).toBeVisible();
        await expect(pauseBanner(page)).toHaveCount(0);
        await page.getByRole('button', { name: 'Pause online orders' }).click();
        const ask = page.getByRole('dialog', { name: 'Pause online orders' });
        await expect(ask.getByRole('button', { name: /^Rest of today \(until / })).toBeVisible();
        await expect(ask.getByRole('button', { name: 'Until I resume' })).toBeVisible();
        await keepScreenshot(page, { path: shot(`choices-${width}`) });
        const tapped = Date.now();
        await ask.getByRole('button', { name: '15 minutes' }).click();
        await expect(ask).toBeHidden();

        const restaurant = await currentRestaurant(page.request);
        expect(restaurant.orderingPaused).toBe(true);
        const until = new Date(restaurant.orderingPausedUntil!);
        expect(until.getTime() - tapped).toBeGreaterThan(14 * 60_000);
        expect(until.getTime() - tapped).toBeLessThan(16 * 60_000);
        const title = `Online orders paused ${pauseEndPhrase(until, new Date(), restaurant.timeZone)}`;
        const banner = pauseBanner(page);
        await expect(banner).toContainText(title);
        await expect(banner).toBeInViewport();
        // The banner sits above the board, not over it.
        const heading = await page.getByRole('heading', { level: 1, name: 'Pickups' }).boundingBox();
        const box = await banner.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(heading!.y);
        expect(box!.width).toBeLessThanOrEqual(viewport.width);
        await keepScreenshot(page, { path: shot(`pickups-${width}`) });

        await openDashboardSection(page, 'menu');
        await expect(pauseBanner(page)).toContainText(title);
        await expect(pauseBanner(page).getByRole('button', { name: 'Resume now' })).toBeVisible();
        await keepScreenshot(page, { path: shot(`menu-section-${width}`) });

        await openDashboardSection(page, '');
        await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
        await expect(pauseBanner(page)).toContainText(title);
        await expect(page.getByRole('button', { name: 'Change pause' })).toBeInViewport();

        const menu = await context.newPage();
        await openPage(menu, '/menu');
        const notice = menu.getByRole('status').filter({ hasText: /^Online ordering is paused until / });
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(pauseEndPhrase(until, new Date(), restaurant.timeZone));
        await keepScreenshot(menu, { path: shot(`public-menu-${width}`) });

        await pauseBanner(page).getByRole('button', { name: 'Resume now' }).click();
        await expect(page.getByText('Online orders resumed').first()).toBeVisible();
        await expect(pauseBanner(page)).toHaveCount(0);
        expect((await currentRestaurant(page.request)).orderingPaused).toBe(false);
        await reloadPage(menu);
        await expect(menu.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
        await expect(menu.getByText(/Online ordering is paused/)).toHaveCount(0);
        await menu.close();
      } finally {
        await page.request.delete(`/api/restaurants/${restaurantId}/pause`, {
          headers: await ownerHeaders(page.request),
        });
      }
    });
  });
}

test('a timed pause ends by itself on the open dashboard, which says so without a reload', async ({
  page,
}) => {
  const restaurantId = await ownedRestaurantId(page.request);
  const headers = await ownerHeaders(page.request);
  try {
    const until = new Date(Date.now() + 12_000);
    const paused = await page.request.put(`/api/restaurants/${restaurantId}/pause`, {
      headers,
      data: { until: until.toISOString() },
    });
    expect(paused.ok(), await paused.text()).toBe(true);
    await openDashboardSection(page, 'settings');
    await expect(pauseBanner(page)).toBeVisible();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await expect(page.getByText(/^Online orders are back on: the pause until .+ has ended\.$/)).toBeVisible({
      timeout: 20_000,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
    await expect(pauseBanner(page)).toHaveCount(0);
    expect(reloaded).toBe(false);
    await keepScreenshot(page, { path: shot('ended-1280') });
  } finally {
    await page.request.delete(`/api/restaurants/${restaurantId}/pause`, { headers });
  }
});
