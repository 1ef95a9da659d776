import { matchesFoodSearch, type Food } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS, allowConsoleErrors } from '../support/fixtures';
import { openPage } from '../support/navigation';

/** Opens a page and waits until it is hydrated (its lazy chunks and data have arrived). */
async function open(page: Page, path: string) {
  await openPage(page, path);
}

/** Drops the console errors a test provokes on purpose (a mocked failure), keeping any other. */

async function seedFoods(request: APIRequestContext): Promise<Food[]> {
  return ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
}

/** The seed's deals, biggest discount first (stable for equal discounts, as the page sorts them). */
async function seedDeals(request: APIRequestContext) {
  const foods = await seedFoods(request);
  const deals = foods.filter((food) => food.discount > 0).sort((a, b) => b.discount - a.discount);
  expect(deals.length).toBeGreaterThan(3);
  return { foods, deals };
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const chips = (page: Page) => page.getByRole('group', { name: 'Deal categories' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search deals' });

/** Client-side navigation to /deals from a page without dishes in the cache (route mocks then apply). */
async function goToDealsOnTheClient(page: Page) {
  await open(page, '/contact'); // a page without dishes in the cache
  await page.getByRole('banner').getByRole('link', { name: 'Deals', exact: true }).click();
  await expect(page).toHaveURL(/\/deals$/);
}

test.describe('deals: server rendering', () => {
  test('the first HTML holds the deals and the title', async ({ request }) => {
    const { deals } = await seedDeals(request);
    const response = await request.get('/deals');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Today&#39;s Deals | Flame-kissed</title>');
    for (const deal of deals) expect(html).toContain(`/food/${deal._id}`);
    expect(html).toContain(`Showing all ${deals.length} deals`);
  });
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`deals (${width})`, () => {
    test.use({ viewport });

    test('shows the stats and every deal sorted by discount, in 1 column on phones and 3 on desktops', async ({
      page,
      request,
    }) => {
      const { deals } = await seedDeals(request);
      await open(page, '/deals');
      await expect(page).toHaveTitle("Today's Deals | Flame-kissed");
      await expect(page.getByRole('heading', { level: 1, name: "Today's Deals" })).toBeVisible();

      const max = Math.max(...deals.map((deal) => deal.discount));
      const average = Math.round(deals.reduce((sum, deal) => sum + deal.discount, 0) / deals.length);
      await expect(page.getByText(`Up to ${max}% OFF`)).toBeVisible();
      const stat = (label: string) =>
        page
          .locator('dl > div')
          .filter({ has: page.getByRole('term').filter({ hasText: label }) })
          .getByRole('definition');
      await expect(stat('Total Deals')).toHaveText(String(deals.length));
      await expect(stat('Avg. Discount')).toHaveText(`${average}%`);
      await expect(page.getByText(`Showing all ${deals.length} deals`)).toBeVisible();

      // Sorted by discount, biggest first.
      await expect(cards(page)).toHaveCount(deals.length);
      await expect(cards(page).getByRole('heading')).toHaveText(deals.map((deal) => deal.name));
      await expect(cards(page).first().getByText(`${max}% OFF`)).toBeVisible();
      await expect(cards(page).first()).toContainText(`$${deals[0]!.discountedPrice.toFixed(2)}`);

      // 'All Deals' is selected; chips are the categories that hold a deal.
      await expect(chips(page).getByRole('button', { name: 'All Deals' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const categories = [...new Set(deals.map((deal) => deal.category))];
      await expect(chips(page).getByRole('button')).toHaveCount(categories.length + 1);

      const boxes = await Promise.all([0, 1, 2].map((index) => cards(page).nth(index).boundingBox()));
      const [first, second, third] = boxes.map((box) => box!);
      if (width === 'phone') {
        expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
        expect(second!.x).toBeCloseTo(first!.x, 0);
      } else {
        expect(second!.y).toBeCloseTo(first!.y, 0);
        expect(third!.y).toBeCloseTo(first!.y, 0);
        expect(third!.x).toBeGreaterThan(second!.x);
      }
      // axe scans this page as loaded, at both widths, in public-page-checks.spec.ts.
    });

    test('the search narrows the deals; the clear button and Clear Filters restore them', async ({
      page,
      request,
    }) => {
      const { deals } = await seedDeals(request);
      const chickenDeals = deals.filter((deal) => matchesFoodSearch(deal, 'chicken'));
      expect(chickenDeals.length).toBeGreaterThan(0);
      await open(page, '/deals');

      await search(page).fill('  Chicken ');
      await expect(page.getByText(`Found ${chickenDeals.length} of ${deals.length} deals`)).toBeVisible();
      await expect(cards(page).getByRole('heading')).toHaveText(chickenDeals.map((deal) => deal.name));

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(search(page)).toHaveValue('');
      await expect(page.getByText(`Showing all ${deals.length} deals`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

      await search(page).fill('chicken');
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(search(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(deals.length);
    });

    test('a category chip filters and toggles; All Deals and Clear Filters reset it', async ({
      page,
      request,
    }) => {
      const { deals } = await seedDeals(request);
      const category = deals[0]!.category;
      const inCategory = deals.filter((deal) => deal.category === category);
      await open(page, '/deals');

      const chip = chips(page).getByRole('button', { name: category, exact: true });
      const all = chips(page).getByRole('button', { name: 'All Deals' });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(`Found ${inCategory.length} of ${deals.length} deals`)).toBeVisible();
      await expect(cards(page)).toHaveCount(inCategory.length);

      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'false');
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(deals.length);

      await chip.click();
      await all.click();
      await expect(cards(page)).toHaveCount(deals.length);

      await chip.click();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(`Showing all ${deals.length} deals`)).toBeVisible();
    });

    test("a search without a match says 'No deals found for \"…\"' with 'Clear All Filters'", async ({
      page,
      request,
    }) => {
      const { deals } = await seedDeals(request);
      await open(page, '/deals');
      await search(page).fill('xyzzy');
      await expect(page.getByRole('heading', { name: 'No deals found for "xyzzy"' })).toBeVisible();
      await expect(page.getByText(`Found 0 of ${deals.length} deals`)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await expect(search(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(deals.length);
    });
  });
}

test.describe('deals (desktop) client-side loads', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("without discounted dishes: 'No Deals Available' with a link to the menu", async ({
    page,
    request,
  }) => {
    const foods = await seedFoods(request);
    await page.route('**/api/food', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: foods.map((food) => ({ ...food, discount: 0, discountedPrice: food.price })),
        }),
      }),
    );
    await goToDealsOnTheClient(page);
    await expect(page.getByRole('heading', { name: 'No Deals Available' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Browse Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test("a failed load shows the message and 'Try Again'; retrying shows 'Loading deals...' then the deals", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { deals } = await seedDeals(request);
    await page.route('**/api/food', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Failed to fetch foods' }),
      }),
    );
    await goToDealsOnTheClient(page);
    await expect(page.getByRole('heading', { name: 'Failed to load deals' })).toBeVisible();
    await expect(page.getByText('Failed to fetch foods')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.unroute('**/api/food');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/food', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading deals...' })).toBeVisible();
    release();
    await expect(cards(page)).toHaveCount(deals.length);
    await expect(page.getByText(`Showing all ${deals.length} deals`)).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
});
