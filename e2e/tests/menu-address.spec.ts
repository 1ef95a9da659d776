import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { openPage } from '../support/navigation';

/** The menu's search and category live in the address: Back and a shared link keep them. */

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the menu' });
const dishes = (page: Page) => page.getByRole('main').getByRole('article');
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Menu categories' }).getByRole('button', { name, exact: true });

async function open(page: Page, path: string) {
  await openPage(page, path);
  await waitForHydration(searchBox(page));
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`menu address (${width})`, () => {
    test.use({ viewport });

    test('search, open a dish, Back: the search and its results are still there', async ({ page }) => {
      await open(page, '/menu');
      await searchBox(page).fill('paneer');
      await expect(page).toHaveURL(/\/menu\?q=paneer$/);
      const found = await dishes(page).count();
      expect(found).toBeGreaterThan(1);
      expect(found).toBeLessThan(43);

      await dishes(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/food\/[\w-]+$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/menu\?q=paneer$/);
      await expect(searchBox(page)).toHaveValue('paneer');
      await expect(dishes(page)).toHaveCount(found);
    });

    test('a pasted address with a search and a category shows the filtered dishes', async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/menu?q=garlic&category=breads')).text();
      expect(html, 'the server renders the filtered menu').toContain('1 dish found of 43');

      await open(page, '/menu?q=garlic&category=breads');
      await expect(searchBox(page)).toHaveValue('garlic');
      await expect(chip(page, 'Breads')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Breads']);
      await expect(dishes(page)).toHaveCount(1);
      await expect(dishes(page).getByRole('heading')).toHaveText('Garlic Naan');
    });

    test('a chosen category is in the address and survives Back', async ({ page }) => {
      await open(page, '/menu');
      await chip(page, 'Rice').click();
      await expect(page).toHaveURL(/\/menu\?category=rice$/);
      await dishes(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/food\/[\w-]+$/);
      await page.goBack();
      await expect(chip(page, 'Rice')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Rice']);

      // Choosing it again clears it from the address.
      await chip(page, 'Rice').click();
      await expect(page).toHaveURL(/\/menu$/);
      await expect(dishes(page)).toHaveCount(43);
    });
  });
}
