import { FOOD_CATEGORIES, type Food } from '@flame/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { menuFoods } from '../support/orders';
import { openPage } from '../support/navigation';

/** What a phone (390 × 844) shows without hunting for it. */

test.use({ viewport: VIEWPORTS.phone });

async function open(page: Page, path: string) {
  await openPage(page, path);
  await waitForHydration(page.getByRole('banner').getByRole('link').first());
}

/** How much of the element the visitor sees, clipped by the window and by every scrolling box around it. */
const visibleRatio = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry!.intersectionRatio);
        });
        observer.observe(element);
      }),
  );

test('the hamburger menu shows every category by scrolling its panel, never a clipped box', async ({
  page,
}) => {
  await open(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await expect(panel).toBeVisible();

  const seen = new Set<string>();
  const names = FOOD_CATEGORIES.map((category) => category.name);
  for (let step = 0; step < 20 && seen.size < names.length; step += 1) {
    for (const name of names) {
      if (seen.has(name)) continue;
      if ((await visibleRatio(panel.getByRole('link', { name, exact: true }))) > 0.99) seen.add(name);
    }
    // The visitor scrolls the panel, as a finger on it would.
    await panel.evaluate((element) => element.scrollBy(0, 200));
  }
  expect([...seen].sort()).toEqual([...names].sort());
});

test("'Add to Cart' is on the first screen of every dish page", async ({ page, request }) => {
  const foods = (await menuFoods(request)).filter((food) => food.isAvailable);
  const longest = (measure: (food: Food) => number) =>
    foods.reduce((best, food) => (measure(food) > measure(best) ? food : best));
  const dishes = new Set([
    longest((food) => food.name.length),
    longest((food) => food.description.length),
    foods[0]!,
  ]);

  for (const dish of dishes) {
    await open(page, `/food/${dish._id}`);
    const button = page.getByRole('button', { name: 'Add to Cart' });
    const box = (await button.boundingBox())!;
    expect(box.y, dish.name).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height, dish.name).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    await expect(page.getByRole('main').getByText(/^Total /)).toBeInViewport();
  }
});

test('the home stats line their numbers up', async ({ page }) => {
  await open(page, '/');
  const stats = page.getByRole('region', { name: 'Fire, spice and a warm welcome' }).locator('dd');
  await expect(stats).toHaveText(['10+', '3', '100%']);
  const tops = await Promise.all((await stats.all()).map(async (stat) => (await stat.boundingBox())!.y));
  for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(1);
});
