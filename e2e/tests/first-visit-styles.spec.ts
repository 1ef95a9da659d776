import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { openPage } from '../support/navigation';

/**
 * Every visit, the first one included, gets the same page with the stylesheet linked in <head>: the first paint
 * is already styled (the stylesheet blocks rendering), the next page takes the file from the cache, and a form
 * that loads its validation later (the contact page) does not load the stylesheet a second time.
 */

const styles = (page: Page) =>
  page.evaluate(() => ({
    inline: document.querySelectorAll('style').length,
    links: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => {
      return `${new URL(link.href).pathname} ${link.media || 'all'}`;
    }),
  }));

/** The cream page and the visually hidden skip link: the stylesheet applies. */
async function expectStyled(page: Page) {
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 251, 245)');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCSS('position', 'absolute');
}

// Each test is a first visit: nothing in the browser's cache.
test.use({ viewport: VIEWPORTS.phone, freshTab: true });

/** The page's background when the browser reports its first contentful paint. */
async function watchFirstPaintBackground(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      (window as unknown as { firstPaintBackground: string }).firstPaintBackground = getComputedStyle(
        document.body,
      ).backgroundColor;
    }).observe({ type: 'paint', buffered: true });
  });
}

const stylesheetTransfers = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );

test('every visit links the stylesheet: styled at the first paint, from the cache on the next page', async ({
  page,
}) => {
  await watchFirstPaintBackground(page);
  await openPage(page, '/menu');
  const first = await styles(page);
  expect(first.inline).toBe(0);
  expect(first.links).toHaveLength(1);
  expect(first.links[0]).toMatch(/^\/assets\/.+\.css all$/);
  await expectStyled(page);
  expect(
    await page.evaluate(() => (window as unknown as { firstPaintBackground: string }).firstPaintBackground),
  ).toBe('rgb(255, 251, 245)');
  expect((await stylesheetTransfers(page))[0]).toBeGreaterThan(0);

  await openPage(page, '/about');
  expect(await styles(page)).toEqual(first);
  await expectStyled(page);
  expect(await stylesheetTransfers(page), 'the next page took the stylesheet from the cache').toEqual([0]);
});

test('a form that loads its validation on submit does not load the stylesheet again', async ({ page }) => {
  await openPage(page, '/contact');
  await waitForHydration(page.getByRole('banner').getByRole('link').first());
  const before = await styles(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await styles(page)).toEqual(before);
});
