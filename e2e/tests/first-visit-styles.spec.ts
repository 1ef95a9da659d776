import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

/**
 * Page speed: a first visit gets the stylesheet inlined in the page (no request before the first
 * paint) and the file linked for print, which fills the cache; the next visit, which sends the cookie the first
 * one set, links the stylesheet from the cache. The page looks the same both ways, and a form that loads its
 * validation later (the contact page) does not load the stylesheet a second time.
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

test.use({ viewport: VIEWPORTS.phone });

test('the first visit inlines the stylesheet, the next one links it', async ({ page }) => {
  await page.goto('/menu', { waitUntil: 'networkidle' });
  const first = await styles(page);
  expect(first.inline).toBe(1);
  expect(first.links).toHaveLength(1);
  expect(first.links[0]).toMatch(/^\/assets\/.+\.css print$/);
  await expectStyled(page);
  const stylesheet = first.links[0]!.split(' ')[0]!;
  await page.reload({ waitUntil: 'networkidle' });
  const second = await styles(page);
  expect(second.inline).toBe(0);
  expect(second.links).toEqual([`${stylesheet} all`]);
  await expectStyled(page);
});

test('a form that loads its validation on submit does not load the stylesheet again', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await waitForHydration(page.getByRole('banner').getByRole('link').first());
  const before = await styles(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await styles(page)).toEqual(before);
});
