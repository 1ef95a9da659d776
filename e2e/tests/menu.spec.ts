import { FOOD_CATEGORIES, type Food } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS, allowConsoleErrors } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { openPage } from '../support/navigation';

/** Opens a page and waits until it is hydrated (its lazy chunks and data have arrived). */
async function open(page: Page, path: string) {
  await openPage(page, path);
}

/** Drops the console errors a test provokes on purpose (a mocked failing answer), keeping any other. */

const chips = (page: Page) => page.getByRole('group', { name: 'Menu categories' });
const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('menu: server rendering', () => {
  test('the first HTML holds every dish, the title, and a schema.org Menu', async ({ request }) => {
    const foods = ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
    const response = await request.get('/menu');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Menu | Flame-kissed</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    for (const food of foods) expect(html).toContain(`/food/${food._id}`);

    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
    const menu = JSON.parse(jsonLd!) as {
      '@type': string;
      hasMenuSection: {
        name: string;
        hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[];
      }[];
    };
    expect(menu['@type']).toBe('Menu');
    expect(menu.hasMenuSection.map((section) => section.name)).toEqual([
      ...new Set(foods.map((food) => food.category)),
    ]);
    const tikka = foods.find((food) => food.name === 'Paneer Tikka')!;
    const item = menu.hasMenuSection
      .flatMap((section) => section.hasMenuItem)
      .find((i) => i.name === 'Paneer Tikka');
    expect(item?.offers).toMatchObject({ price: tikka.discountedPrice.toFixed(2), priceCurrency: 'USD' });
  });
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`menu (${width})`, () => {
    test.use({ viewport });

    test('shows the dishes by category with prices, discounts, diets, spice and availability', async ({
      page,
    }) => {
      await open(page, '/menu');
      await expect(page).toHaveTitle('Menu | Flame-kissed');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
      await expect(page.getByText('43 dishes on the menu')).toBeVisible();

      // Chips: the distinct categories of the dishes, in menu order, none selected.
      const buttons = chips(page).getByRole('button');
      await expect(buttons).toHaveText(FOOD_CATEGORIES.map((category) => category.name));
      for (const button of await buttons.all()) await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        FOOD_CATEGORIES.map((category) => category.name),
      );

      const tikka = card(page, 'Paneer Tikka');
      await expect(tikka.getByRole('link', { name: 'Paneer Tikka' })).toHaveAttribute(
        'href',
        /^\/food\/[\w-]+$/,
      );
      await expect(tikka.locator('s')).toHaveText('$12.95');
      await expect(tikka).toContainText('$11.01');
      await expect(tikka.getByText('15% OFF')).toBeVisible();
      await expect(tikka.getByText('Veg', { exact: true })).toBeVisible();
      await expect(tikka.getByRole('img', { name: 'Spice level 2 of 5' })).toBeVisible();
      const image = tikka.locator('img');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);

      await expect(card(page, 'Veg Momo').getByText('Vegan', { exact: true })).toBeVisible();
      // The owner hid Goat Biryani (seeded unavailable): it is not on the menu at all.
      await expect(card(page, 'Goat Biryani')).toHaveCount(0);
      await expect(card(page, 'Chicken 65').locator('s')).toHaveCount(0);

      // axe scans this page as loaded, at both widths, in public-page-checks.spec.ts.
    });

    test('a card opens its dish page', async ({ page }) => {
      await open(page, '/menu');
      await card(page, 'Butter Chicken').getByRole('link', { name: 'Butter Chicken' }).click();
      await expect(page).toHaveURL(/\/food\/[\w-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Butter Chicken' })).toBeVisible();
    });

    test("a search finds by name, description or category; nothing found offers 'Clear All Filters'", async ({
      page,
    }) => {
      test.slow(); // axe
      await open(page, '/menu');
      const search = page.getByRole('searchbox', { name: 'Search the menu' });

      await search.fill('  MOMO ');
      await expect(page.getByText(/dishes? found of 43/)).toBeVisible();
      await expect(card(page, 'Chicken Momo')).toBeVisible();
      await expect(card(page, 'Butter Chicken')).toHaveCount(0);

      await search.fill('tandoor'); // in descriptions
      await expect(card(page, 'Paneer Tikka')).toBeVisible();

      await search.fill('khaja set'); // a category
      await expect(page.getByText('3 dishes found of 43')).toBeVisible();

      await search.fill('xyzzy');
      await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await expect(search).toHaveValue('');
      await expect(page.getByText('43 dishes on the menu')).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
    });

    test('the clear button empties the search', async ({ page }) => {
      await open(page, '/menu');
      const search = page.getByRole('searchbox', { name: 'Search the menu' });
      await search.fill('chai');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
    });

    test('a category chip filters; choosing it again clears it', async ({ page }) => {
      await open(page, '/menu');
      const breads = chips(page).getByRole('button', { name: 'Breads', exact: true });
      await breads.click();
      await expect(breads).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Breads']);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);

      // Another chip replaces the selection; with a search, both apply.
      const rice = chips(page).getByRole('button', { name: 'Rice', exact: true });
      await rice.click();
      await expect(breads).toHaveAttribute('aria-pressed', 'false');
      await page.getByRole('searchbox', { name: 'Search the menu' }).fill('lemon');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await expect(card(page, 'Lemon Rice')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');

      await rice.click();
      await expect(rice).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);

      // 'Show all dishes' beside the selected category's heading clears it too.
      await breads.click();
      await page.getByRole('button', { name: 'Show all dishes' }).click();
      await expect(breads).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
    });

    test('/menu#{categoryId} selects that category and scrolls to it', async ({ page }) => {
      await open(page, '/menu#momos-and-noodles');
      const chip = chips(page).getByRole('button', { name: 'Momos and Noodles', exact: true });
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        'Momos and Noodles',
      ]);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name: 'Momos and Noodles' }),
      ).toBeInViewport();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);

      await chip.click();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
    });

    test('an unknown hash shows the whole menu', async ({ page }) => {
      await open(page, '/menu#desserts');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
      await expect(chips(page).getByRole('button', { pressed: true })).toHaveCount(0);
    });
  });
}

test.describe('menu (desktop) with the header', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("the header's category links select another category while on the menu", async ({ page }) => {
    await open(page, '/menu');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

    await menuButton.click();
    await page.getByRole('banner').getByRole('link', { name: 'Biryani', exact: true }).click();
    await expect(page).toHaveURL(/\/menu#biryani$/);
    await expect(chips(page).getByRole('button', { name: 'Biryani', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Biryani' })).toBeInViewport();

    await menuButton.click();
    await page.getByRole('banner').getByRole('link', { name: 'Beverages', exact: true }).click();
    await expect(page).toHaveURL(/\/menu#beverages$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Beverages']);

    await menuButton.click();
    await page.getByRole('banner').getByRole('link', { name: 'View All Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
  });
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`menu load failure (${width})`, () => {
    test.use({ viewport });

    test("a failed load shows 'Failed to load menu'; 'Try Again' loads it", async ({
      page,
      consoleErrors,
    }) => {
      await open(page, '/contact'); // a page without dishes in the cache
      await page.route('**/api/food', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Failed to fetch foods' }),
        }),
      );
      // Client-side navigation: the browser fetches the menu (the server-rendered page would not), so the link
      // is followed once the page has hydrated (before, it works as a plain link to the server's page).
      const menuLink = page.getByRole('contentinfo').getByRole('link', { name: 'Menu', exact: true });
      await waitForHydration(menuLink);
      await menuLink.click();
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('heading', { name: 'Failed to load menu' })).toBeVisible();
      await expect(page.getByText('Failed to fetch foods')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.unroute('**/api/food');
      await page.getByRole('button', { name: 'Try Again' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(43);
      await expect(page.getByRole('heading', { name: 'Failed to load menu' })).toHaveCount(0);
      // 'Try Again' went with the failure: its focus went to the page's heading, not to the page's top.
      await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeFocused();
      allowConsoleErrors(consoleErrors, /status of 500/);
    });
  });
}
