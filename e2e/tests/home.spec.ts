import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatPrice, isOpenAt, type Food, type Restaurant, type ReviewSummary } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, DEMO, expect, signInAs, test, VIEWPORTS } from '../support/fixtures';
import { startServer } from '../support/server';
import { openPage } from '../support/navigation';

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'What Our Guests Say' });

/** Leaves the server-rendered home page and comes back through the header, so the browser fetches again. */
async function revisitHomeThroughHeader(page: Page) {
  await openPage(page, '/contact'); // a page without dishes or reviews in the cache
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

/** The menu's dishes whose id `/`'s HTML carries in its query state, and those its links show, in page order. */
function dishesInHomeHtml(html: string, menu: readonly Food[]) {
  const state = /window\.__RQ_STATE__=(.+?);<\/script>/.exec(html)?.[1];
  expect(state, 'the query state in the HTML').toBeTruthy();
  const menuIds = new Set(menu.map((dish) => dish._id));
  const carried = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const id = (value as { _id?: unknown })._id;
      if (typeof id === 'string' && menuIds.has(id)) carried.add(id);
      Object.values(value).forEach(walk);
    }
  };
  walk(JSON.parse(state!));
  const shown = Array.from(html.matchAll(/href="\/food\/([^"]+)"/g), ([, id]) => id!);
  return { carried, shown };
}

test("the HTML of / carries only the dishes it shows, not the whole menu, and the menu's price range", async ({
  request,
}) => {
  const menu = ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
  expect(menu.length).toBeGreaterThan(10);
  const html = await (await request.get('/')).text();

  const { carried, shown } = dishesInHomeHtml(html, menu);
  expect(shown).toHaveLength(10); // 4 featured pictures and 6 trending cards
  expect([...carried].sort()).toEqual([...new Set(shown)].sort());

  // The price range still spans the whole menu, the dishes the page does not show too.
  const prices = menu.map((dish) => dish.discountedPrice);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)![1]!);
  expect(jsonLd.priceRange).toBe(`$${Math.floor(Math.min(...prices))}–$${Math.ceil(Math.max(...prices))}`);
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
      await openPage(page, '/');
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
      // axe scans this page as loaded, at both widths, in public-page-checks.spec.ts.
    });

    test('the hero changes picture every 5 s and the logo plate every 3 s; the slideshow pauses', async ({
      page,
    }) => {
      await page.clock.install();
      await openPage(page, '/');
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

    test('the dishes show again on / after /menu, without fetching the menu again', async ({ page }) => {
      await openPage(page, '/');
      const featured = page.getByRole('list', { name: 'Featured dishes' }).getByRole('link');
      const trending = page.getByRole('region', { name: 'Popular & Trending' }).getByRole('article');
      const names = async () => ({
        featured: await featured.allTextContents(),
        trending: await trending.getByRole('heading').allTextContents(),
      });
      await expect(trending).toHaveCount(6);
      const first = await names();

      await page.getByRole('link', { name: 'View full menu' }).click();
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      const menuRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/food') menuRequests.push(request.url());
      });
      await page.getByRole('banner').getByRole('link', { name: 'Flame-kissed' }).click();
      await expect(page).toHaveURL(/\/$/);

      await expect(featured).toHaveCount(4);
      await expect(trending).toHaveCount(6);
      await expect(trending.first()).toBeVisible();
      expect(await names()).toEqual(first);
      expect(menuRequests).toEqual([]);
    });

    test('coming from /menu, / picks its dishes from the menu the browser holds, without a request', async ({
      page,
    }) => {
      const menu = await apiData<Food[]>(page, '/api/food');
      await openPage(page, '/menu');
      const menuRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/food') menuRequests.push(request.url());
      });
      await page.getByRole('banner').getByRole('link', { name: 'Flame-kissed' }).click();
      await expect(page).toHaveURL(/\/$/);

      const featured = page.getByRole('list', { name: 'Featured dishes' }).getByRole('link');
      const trending = page.getByRole('region', { name: 'Popular & Trending' }).getByRole('article');
      await expect(featured).toHaveCount(4);
      await expect(trending).toHaveCount(6);
      const mostReviewed = menu
        .filter((dish) => dish.isAvailable)
        .sort((a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating)[0]!;
      await expect(trending.first().getByRole('heading')).toHaveText(mostReviewed.name);
      expect(menuRequests).toEqual([]);
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
    await openPage(page, server.baseUrl);
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

test("an owner's menu change shows on / at once: a hidden dish leaves the picks and the page's HTML", async () => {
  test.setTimeout(120_000);
  const server = await startServer();
  try {
    const menu = ((await (await fetch(`${server.baseUrl}/api/food`)).json()) as { data: Food[] }).data;
    const before = await (await fetch(`${server.baseUrl}/`)).text();
    const hidden = dishesInHomeHtml(before, menu).shown.at(-1)!; // the last trending card
    const name = menu.find((dish) => dish._id === hidden)!.name;
    expect(before).toContain(name);

    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const hide = await fetch(`${server.baseUrl}/api/food/${hidden}/availability`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ isAvailable: false }),
    });
    expect(hide.status).toBe(200);

    const after = await (await fetch(`${server.baseUrl}/`)).text();
    const { carried, shown } = dishesInHomeHtml(after, menu);
    expect(shown).toHaveLength(10);
    expect(shown).not.toContain(hidden);
    expect(carried.has(hidden)).toBe(false);
    expect(after).not.toContain(name);
  } finally {
    await server.stop();
  }
});
