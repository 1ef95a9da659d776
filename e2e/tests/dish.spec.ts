import { CART_STORAGE_KEY, type Food } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS, allowConsoleErrors } from '../support/fixtures';
import { ownerHeaders } from '../support/orders';
import { openPage } from '../support/navigation';

/** Opens a page and waits until it is hydrated (its lazy chunks and data have arrived). */
async function open(page: Page, path: string) {
  return openPage(page, path);
}

/** Drops the console errors a test provokes on purpose (a 404 page, a mocked failure), keeping any other. */

async function seedFood(request: APIRequestContext, name: string): Promise<Food> {
  const foods = ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
  const food = foods.find((candidate) => candidate.name === name);
  expect(food, `seed dish ${name}`).toBeDefined();
  return food!;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

test.describe('dish: server rendering', () => {
  test('the first HTML holds the dish, its title, description, image preload and JSON-LD', async ({
    request,
  }) => {
    const tikka = await seedFood(request, 'Paneer Tikka');
    const response = await request.get(`/food/${tikka._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Paneer Tikka | Flame-kissed</title>');
    expect(html).toContain(`<meta name="description" content="${tikka.description}"`);
    expect(html).toContain(`<link rel="preload" as="image" href="${tikka.images[0]}"`);
    expect(html).toContain('"@type":"MenuItem"');
    expect(html).toContain('Add to Cart');
  });

  test('an unknown dish is a 404 page that says Food Not Found', async ({ request }) => {
    const response = await request.get('/food/no-such-dish');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Food Not Found');
    expect(html).toContain('The food item you are looking for does not exist.');
  });

  test('a hidden dish is a 404 page that says it is not available right now', async ({ request }) => {
    const answer = await request.get('/api/admin/food', { headers: await ownerHeaders(request) });
    const goat = ((await answer.json()) as { data: Food[] }).data.find(
      (dish) => dish.name === 'Goat Biryani',
    );
    const response = await request.get(`/food/${goat!._id}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This dish is not available right now');
    expect(html).not.toContain('Food Not Found');
    expect(html).not.toContain('Goat Biryani');
  });
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`dish (${width})`, () => {
    test.use({ viewport });

    test('shows the dish: images, price and discount, rating, time, spice, diets, ingredients, allergens, nutrition', async ({
      page,
      request,
    }) => {
      const tikka = await seedFood(request, 'Paneer Tikka');
      await open(page, `/food/${tikka._id}`);
      await expect(page).toHaveTitle('Paneer Tikka | Flame-kissed');
      await expect(page.getByRole('heading', { level: 1, name: 'Paneer Tikka' })).toBeVisible();
      const image = page.getByRole('img', { name: 'Paneer Tikka' });
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(page.getByText(tikka.description)).toBeVisible();

      const main = page.getByRole('main');
      await expect(main.locator('s').first()).toHaveText('$12.95');
      await expect(main.getByText('$11.01').first()).toBeVisible();
      await expect(main.getByText('15% OFF')).toBeVisible();
      await expect(main.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ })).toBeVisible();
      await expect(
        main.getByText(`(${tikka.reviewCount} review${tikka.reviewCount === 1 ? '' : 's'})`),
      ).toBeVisible();
      await expect(main.getByText('18 min')).toBeVisible();
      await expect(main.getByRole('img', { name: 'Spice level 2 of 5' })).toBeVisible();
      await expect(main.getByText('Veg', { exact: true })).toBeVisible();
      await expect(main.getByText('Gluten-free', { exact: true })).toBeVisible();

      const ingredients = main.getByRole('region', { name: 'Ingredients' });
      await expect(ingredients.getByRole('listitem')).toHaveText(tikka.ingredients);
      await expect(main.getByRole('region', { name: 'Allergens' }).getByRole('listitem')).toHaveText(
        tikka.allergens ?? [],
      );
      const nutrition = main.getByRole('table', { name: 'Nutrition information per serving' });
      await expect(nutrition.getByRole('row', { name: /Calories/ })).toContainText('420 kcal');
      await expect(nutrition.getByRole('row', { name: /Protein/ })).toContainText('22 g');
      await expect(nutrition.getByRole('row', { name: /Carbs/ })).toContainText('14 g');
      await expect(nutrition.getByRole('row', { name: /Fat/ })).toContainText('30 g');

      await expect(main.getByRole('link', { name: 'Appetizers' })).toHaveAttribute(
        'href',
        '/menu#appetizers',
      );
      // axe scans this dish's page as loaded, at both widths, in public-page-checks.spec.ts.
    });

    test('quantity stays at 1 or more; Add to Cart confirms, updates the badge and leads to checkout', async ({
      page,
      request,
    }) => {
      const momo = await seedFood(request, 'Chicken Momo');
      await open(page, `/food/${momo._id}`);
      await expect(cartButton(page)).toHaveAccessibleName('Open cart');

      const decrease = page.getByRole('button', { name: 'Decrease quantity', exact: true });
      const increase = page.getByRole('button', { name: 'Increase quantity', exact: true });
      const quantity = page.getByRole('group', { name: 'Quantity' });
      await expect(decrease).toBeDisabled();
      await increase.click();
      await increase.click();
      await expect(quantity).toContainText('3');
      await decrease.click();
      await expect(quantity).toContainText('2');
      await expect(
        page.getByRole('main').getByText(`$${(momo.discountedPrice * 2).toFixed(2)}`),
      ).toBeVisible();

      await page.getByLabel('Special instructions (optional)').fill('Extra achar please');
      await page.getByRole('button', { name: 'Add to Cart' }).click();

      const confirmation = page.getByRole('status').filter({ hasText: 'Added to your cart' });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText('2 × Chicken Momo');
      await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');
      await expect(quantity).toContainText('1');
      await expect(page.getByLabel('Special instructions (optional)')).toHaveValue('');
      await expect(confirmation.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
      await expectNoSeriousAxeViolations(page);

      // Adding again adds up; the cart keeps the special instructions.
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(cartButton(page)).toHaveAccessibleName('Open cart, 3 items');
      const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
      expect(JSON.parse(stored ?? '[]')).toMatchObject([
        {
          food: { _id: momo._id, name: 'Chicken Momo', price: momo.discountedPrice },
          quantity: 3,
          specialInstructions: 'Extra achar please',
        },
      ]);
    });

    test('a dish the owner hid says it is not available right now (404), with the way back to the menu', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const answer = await request.get('/api/admin/food', { headers: await ownerHeaders(request) });
      const everyDish = ((await answer.json()) as { data: Food[] }).data;
      for (const name of ['Goat Biryani', 'Sel Roti with Aloo Achar']) {
        const dish = everyDish.find((candidate) => candidate.name === name);
        expect(dish?.isAvailable, `${name} is hidden in the seed`).toBe(false);
        const response = await open(page, `/food/${dish!._id}`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle('Not Available | Flame-kissed');
        await expect(
          page.getByRole('heading', { level: 1, name: 'This dish is not available right now' }),
        ).toBeVisible();
        await expect(page.getByText('Food Not Found')).toHaveCount(0);
        await expect(page.getByText(name)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
      }
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'Back to Menu' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 404/);
    });

    test("an unknown dish shows 'Food Not Found' with 'Back to Menu' and 'Try Again'", async ({
      page,
      consoleErrors,
    }) => {
      const response = await open(page, '/food/no-such-dish');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Food Not Found | Flame-kissed');
      await expect(page.getByRole('heading', { level: 1, name: 'Food Not Found' })).toBeVisible();
      await expect(page.getByText('The food item you are looking for does not exist.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Food Not Found' })).toBeVisible();
      await expect(page.getByText('The food item you are looking for does not exist.')).toBeVisible();

      await page.getByRole('link', { name: 'Back to Menu' }).click();
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 404/);
    });
  });
}

test.describe('dish (desktop) client-side loads', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a failed load shows the error text; 'Try Again' loads the dish", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const chai = await seedFood(request, 'Masala Chai');
    await open(page, '/menu');
    await page.route(`**/api/food/${chai._id}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Failed to fetch food' }),
      }),
    );
    await page.getByRole('link', { name: 'Masala Chai', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Food Not Found' })).toBeVisible();
    await expect(page.getByText('Failed to fetch food')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');

    await page.unroute(`**/api/food/${chai._id}`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Masala Chai' })).toBeVisible();
    await expect(page).toHaveTitle('Masala Chai | Flame-kissed');
    allowConsoleErrors(consoleErrors, /status of 500/);
  });

  test("a dish with a 100% discount shows 'Free'", async ({ page, request }) => {
    const chai = await seedFood(request, 'Masala Chai');
    await open(page, '/menu');
    await page.route(`**/api/food/${chai._id}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { ...chai, discount: 100, discountedPrice: 0 } }),
      }),
    );
    await page.getByRole('link', { name: 'Masala Chai', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Masala Chai' })).toBeVisible();
    await expect(page.getByText('100% OFF')).toBeVisible();
    await expect(page.getByRole('main').getByText('Free', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item');
  });
});
