import type { Locator, Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { openPage } from '../support/navigation';

/** Where a new page opens, where Back and Forward return, and where '/menu#{categoryId}' lands. */

const HEADER_HEIGHT = 64;

async function open(page: Page, path: string) {
  await openPage(page, path);
  await waitForHydration(page.getByRole('banner').getByRole('link').first());
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` and waits until it is there (a page may still be settling). */
async function scrollTo(page: Page, y: number) {
  await expect
    .poll(async () => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      return scrollY(page);
    })
    .toBe(y);
}

/** The heading sits just under the fixed header, at the top of what the visitor sees. */
async function expectNearTheTop(heading: Locator) {
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= HEADER_HEIGHT && box.y <= HEADER_HEIGHT + 80;
    })
    .toBe(true);
}

const categoryHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

test.describe('scroll position on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a dish tapped far down the menu opens at its top; Back and Forward return where the visitor was', async ({
    page,
  }) => {
    await open(page, '/menu');
    const card = page.getByRole('main').getByRole('article').nth(24);
    await card.scrollIntoViewIfNeeded();
    const menuY = await scrollY(page);
    expect(menuY).toBeGreaterThan(3000);

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/food\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await scrollTo(page, 300);
    await page.goBack();
    await expect(page).toHaveURL(/\/menu$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - menuY)).toBeLessThanOrEqual(3);

    await page.goForward();
    await expect(page).toHaveURL(/\/food\/[\w-]+$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - 300)).toBeLessThanOrEqual(3);
  });

  test("the hamburger's category link from a scrolled page lands on that category", async ({ page }) => {
    await open(page, '/');
    await scrollTo(page, 1500);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Khaja Set', exact: true }).click();
    await expect(page).toHaveURL(/\/menu#khaja-set$/);
    await expectNearTheTop(categoryHeading(page, 'Khaja Set'));
  });

  test('a pasted /menu#{categoryId} lands on that category', async ({ page }) => {
    await open(page, '/menu#momos-and-noodles');
    await expectNearTheTop(categoryHeading(page, 'Momos and Noodles'));
  });
});

test.describe('scroll position on a desktop', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("the header's Deals from a scrolled home page opens at the top", async ({ page }) => {
    await open(page, '/');
    await scrollTo(page, 1500);
    await page.getByRole('banner').getByRole('link', { name: 'Deals', exact: true }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the header dropdown's category from a scrolled page lands on that category", async ({ page }) => {
    await open(page, '/about');
    await scrollTo(page, 800);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Biryani', exact: true }).click();
    await expect(page).toHaveURL(/\/menu#biryani$/);
    await expectNearTheTop(categoryHeading(page, 'Biryani'));
  });

  test('a pasted /menu#{categoryId} lands on that category', async ({ page }) => {
    await open(page, '/menu#hakka-chinese');
    await expectNearTheTop(categoryHeading(page, 'Hakka Chinese'));
  });
});
