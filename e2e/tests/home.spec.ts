import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatPrice, isOpenAt, type Food, type Restaurant, type ReviewSummary } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, DEMO, expect, signInAs, test, VIEWPORTS } from '../support/fixtures';
import { startServer } from '../support/server';

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'What Our Guests Say' });

/** Leaves the server-rendered home page and comes back through the header, so the browser fetches again. */
async function revisitHomeThroughHeader(page: Page) {
  await page.goto('/contact', { waitUntil: 'networkidle' }); // a page without dishes or reviews in the cache
  await page.getByRole('banner').getByRole('link', { name: 'Flame-kissed' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the first HTML of / holds the hero, the dishes, the hours, the reviews and Restaurant JSON-LD', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Flame-kissed \| Indian &(amp|#38); Nepali Kitchen<\/title>/);
  expect(html).toContain('Where the tandoor meets the Himalayas');
  expect(html).toContain('Popular &amp; Trending');
  expect(html).toContain('Opening Hours');
  expect(html).toContain('Hours may vary on holidays');
  expect(html).toContain('What Our Guests Say');
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+hero[^"]*"/);

  const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
  expect(jsonLd).toBeTruthy();
  const restaurant = JSON.parse(jsonLd!);
  expect(restaurant['@type']).toBe('Restaurant');
  expect(restaurant.address.streetAddress).toBe('2410 South Lamar Blvd');
  expect(restaurant.openingHoursSpecification).toHaveLength(7);
  expect(restaurant.aggregateRating.reviewCount).toBeGreaterThan(0);
});

test('robots.txt and sitemap.xml are served for crawlers, with links to PUBLIC_URL', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/menu</loc>`);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`home page on ${name}`, () => {
    test.use({ viewport });

    test('shows every section with the restaurant, menu and reviews the API serves', async ({ page }) => {
      const restaurant = (await apiData<Restaurant[]>(page, '/api/restaurants'))[0]!;
      const foods = await apiData<Food[]>(page, '/api/food');
      const reviews = await apiData<ReviewSummary>(page, '/api/restaurants/reviews');
      await page.goto('/', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');

      // Hero and its links.
      await expect(
        main.getByRole('heading', { level: 1, name: 'Where the tandoor meets the Himalayas' }),
      ).toBeVisible();
      await expect(main.getByText(restaurant.description)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Explore menu' })).toHaveAttribute('href', '/menu');
      await expect(main.getByRole('link', { name: 'Reserve Table' })).toHaveAttribute('href', '/tables');
      await expect(main.getByRole('link', { name: 'Catering' })).toHaveAttribute('href', '/caterine');
      await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

      // About block: four notes, three stats, up to four featured pictures with prices.
      const about = page.getByRole('region', { name: 'Fire, spice and a warm welcome' });
      await expect(about.getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(about.locator('dl > div')).toHaveCount(3);
      const featured = about.getByRole('list', { name: 'Featured dishes' }).getByRole('link');
      await expect(featured).toHaveCount(4);
      for (const link of await featured.all()) await expect(link).toContainText('$');

      // Popular & Trending: six available dishes, each with its price.
      const trending = page.getByRole('region', { name: 'Popular & Trending' }).getByRole('article');
      await expect(trending).toHaveCount(6);
      const unavailable = new Set(foods.filter((f) => !f.isAvailable).map((f) => f.name));
      for (const card of await trending.all()) {
        const dishName = (await card.getByRole('heading').textContent())!.trim();
        expect(unavailable.has(dishName), `${dishName} is unavailable`).toBe(false);
        const dish = foods.find((f) => f.name === dishName)!;
        await expect(card).toContainText(formatPrice(dish.discount > 0 ? dish.discountedPrice : dish.price));
      }

      // The team.
      await expect(page.getByRole('region', { name: 'Meet Our Team' }).getByRole('listitem')).toHaveCount(
        restaurant.members.length,
      );

      // Opening hours: seven days, open now or not as the restaurant's clock says, the holiday note.
      const hours = page.getByRole('region', { name: 'Opening Hours' });
      await expect(hours.locator('dl > div')).toHaveCount(7);
      await expect(
        hours.getByText(
          isOpenAt(restaurant.openingHours, new Date(), restaurant.timeZone) ? /^Open now/ : 'Closed now',
        ),
      ).toBeVisible();
      await expect(hours.getByText('Hours may vary on holidays')).toBeVisible();
      await expect(hours.getByRole('img', { name: `${restaurant.name} logo` })).toBeVisible();

      // Reviews: the average to one decimal, the total, five stars, the top five by rating.
      const region = reviewsRegion(page);
      await expect(region.getByText(reviews.averageRating.toFixed(1), { exact: true })).toBeVisible();
      await expect(region.getByText(`Based on ${reviews.totalRatings} reviews`)).toBeVisible();
      await expect(
        region.getByRole('img', { name: `Rated ${reviews.averageRating} out of 5` }),
      ).toBeVisible();
      const cards = region.getByRole('listitem');
      await expect(cards).toHaveCount(Math.min(5, reviews.reviews.length));
      const shownRatings = await cards
        .getByRole('img')
        .evaluateAll((stars) =>
          stars.map((s) => Number(/Rated ([\d.]+)/.exec(s.getAttribute('aria-label') ?? '')?.[1])),
        );
      expect(shownRatings).toEqual([...shownRatings].sort((a, b) => b - a));
      expect(shownRatings[0]).toBe(Math.max(...reviews.reviews.map((r) => r.rating)));

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    });

    test('the hero changes picture every 5 s and the logo plate every 3 s; the slideshow pauses', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/', { waitUntil: 'networkidle' });
      const heroImages = page.locator('section').first().locator('img[data-active]');
      await expect(heroImages).toHaveCount(2);
      await expect(heroImages.nth(0)).toHaveAttribute('data-active', 'true');
      const plate = page.locator('[data-glowing]');
      await expect(plate).toHaveAttribute('data-glowing', 'false');

      await page.clock.runFor(3_000);
      await expect(plate).toHaveAttribute('data-glowing', 'true');
      await page.clock.runFor(2_000);
      await expect(heroImages.nth(1)).toHaveAttribute('data-active', 'true');
      await expect(heroImages.nth(0)).toHaveAttribute('data-active', 'false');

      await page.getByRole('button', { name: 'Pause the slideshow' }).click();
      await page.clock.runFor(10_000);
      await expect(heroImages.nth(1)).toHaveAttribute('data-active', 'true');
      await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    });

    test("a signed-in customer gets no 'Log in' link", async ({ page }) => {
      await signInAs(page, DEMO.customer, '/');
      // The server renders signed out; once the stored session is checked, the link goes.
      await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Reserve Table' })).toBeVisible();
    });

    test("without reviews it says 'No reviews available'", async ({ page }) => {
      await page.route('**/api/restaurants/reviews', (route) =>
        route.fulfill({ json: { success: true, data: { averageRating: 0, totalRatings: 0, reviews: [] } } }),
      );
      await revisitHomeThroughHeader(page);
      await expect(reviewsRegion(page).getByText('No reviews available')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test("failed loads show 'Failed to fetch reviews' and 'Failed to load menu'; 'Try Again' recovers", async ({
      page,
      consoleErrors,
    }) => {
      const failure = { status: 500, json: { success: false, message: 'Something went wrong' } };
      await page.route('**/api/restaurants/reviews', (route) => route.fulfill(failure));
      await page.route('**/api/food', (route) => route.fulfill(failure));
      await revisitHomeThroughHeader(page);

      const region = reviewsRegion(page);
      await expect(region.getByText('Failed to fetch reviews')).toBeVisible();
      const trending = page.getByRole('region', { name: 'Popular & Trending' });
      await expect(trending.getByRole('heading', { name: 'Failed to load menu' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Featured dishes' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);

      await page.unroute('**/api/restaurants/reviews');
      await page.unroute('**/api/food');
      await region.getByRole('button', { name: 'Try Again' }).click();
      await expect(region.getByRole('listitem').first()).toBeVisible();
      await trending.getByRole('button', { name: 'Try Again' }).click();
      await expect(trending.getByRole('article')).toHaveCount(6);
      allowConsoleErrors(consoleErrors, /status of 500/);
    });
  });
}

test('with the database down the home page still renders, with its error states and no opening hours', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startServer();
  try {
    // Stop this server's PostgreSQL behind its back (fast shutdown: open connections are cut).
    execFileSync('pkill', ['-INT', '-f', `postgres -D ${path.join(server.dataDir, 'postgres')}`]);
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/api/food`)).status, { timeout: 15_000 })
      .toBe(503);

    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Where the tandoor meets the Himalayas');
    expect(html).toContain('Failed to fetch reviews');
    expect(html).toContain('Failed to load menu');
    expect(html).not.toContain('Opening Hours');

    // In a browser the same page hydrates into the same states, without a hydration error.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    await expect(page.getByText('Failed to fetch reviews')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed to load menu' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Opening Hours' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    expect(errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
    await context.close();
  } finally {
    await server.stop();
  }
});
