import { publicPagesWithDish } from '@flame/shared';
import { HtmlValidate } from 'html-validate';
import type { Page } from '@playwright/test';
import { runAxe, runHtmlcs } from '../../scripts/lib/markup-checkers';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { stubMapTiles } from '../support/map-tiles';
import { menuFoods } from '../support/orders';
import { openPage } from '../support/navigation';

/**
 * The checks an outside reviewer runs on every public page, fast enough for every test run: the server's HTML
 * against the HTML standard's rules, pa11y's two accessibility runners (HTML_CodeSniffer WCAG2AA, and axe counting
 * as pa11y does: text over an image that axe cannot measure is an error), the head tags that search engines and link previews read, and no sideways scroll on the narrowest phone.
 */

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
});

/**
 * The public pages, the dish's being Paneer Tikka's: a discount, diets, allergens and nutrition, all that a
 * dish's page shows (dish.spec.ts leaves the axe scan of that page, as loaded, to this spec).
 */
async function publicPages(request: Parameters<typeof menuFoods>[0]): Promise<string[]> {
  const dish = (await menuFoods(request)).find((food) => food.name === 'Paneer Tikka');
  return publicPagesWithDish(`/food/${dish!._id}`);
}

test('every public page is valid HTML by the standard rules', async ({ request }) => {
  const problems: string[] = [];
  for (const path of await publicPages(request)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const report = await validator.validateString(await response.text(), path);
    for (const result of report.results)
      for (const message of result.messages)
        problems.push(`${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
  }
  expect(problems).toEqual([]);
});

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("pa11y's two runners find no WCAG 2 AA error on any public page", async ({ page, request }) => {
      test.slow(); // two checkers over eight pages on a busy machine
      await stubMapTiles(page);
      const errors: string[] = [];
      for (const path of await publicPages(request)) {
        await openPage(page, path);
        await waitForHydration(page.getByRole('banner').getByRole('link').first());
        for (const finding of [...(await runHtmlcs(page)), ...(await runAxe(page))])
          errors.push(`${path} ${finding.code}: ${finding.message} (${finding.where})`);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('every public page carries its canonical address, social card tags and structured data', async ({
  request,
  baseURL,
}) => {
  for (const path of await publicPages(request)) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const content = (selector: RegExp) => selector.exec(head)?.[1];
    expect(content(/<link rel="canonical" href="([^"]+)"/), path).toBe(`${baseURL}${path}`);
    expect(content(/<meta property="og:url" content="([^"]+)"/), path).toBe(`${baseURL}${path}`);
    expect(content(/<meta property="og:image" content="([^"]+)"/), path).toBe(
      `${baseURL}/images/social-card.png`,
    );
    expect(content(/<meta name="twitter:card" content="([^"]+)"/), path).toBe('summary_large_image');
    expect(content(/<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
    expect(head, path).not.toContain('name="robots"');
    expect(head, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    if (['/', '/menu', '/about', '/contact'].includes(path) || path.startsWith('/food/'))
      expect(head, path).toContain('<script type="application/ld+json">');
  }
});

test('the home page describes the restaurant for search engines with absolute links', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const restaurant = JSON.parse(json!) as Record<string, unknown>;
  expect(restaurant).toMatchObject({
    '@type': 'Restaurant',
    '@id': `${baseURL}/#restaurant`,
    url: `${baseURL}/`,
    hasMenu: `${baseURL}/menu`,
    address: { addressCountry: 'US' },
  });
  expect(restaurant.priceRange).toMatch(/^\$\d+–\$\d+$/);
});

test('sign-in pages and unknown addresses ask not to be indexed', async ({ request }) => {
  for (const path of ['/login', '/signup', '/no-such-page', '/profile']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test('the icon, the app manifest and the social card are real files, not the site’s HTML', async ({
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { icons, start_url, display } = (await manifest.json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
    start_url: string;
    display: string;
  };
  expect({ start_url, display }).toEqual({ start_url: '/', display: 'standalone' });
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const src of [
    ...icons.map((icon) => icon.src),
    '/images/icons/apple-touch-icon.png',
    '/images/social-card.png',
  ]) {
    const image = await request.get(src);
    expect(image.status(), src).toBe(200);
    expect(image.headers()['content-type'], src).toBe('image/png');
  }
});

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('on the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page scrolls sideways', async ({ page, request }) => {
    for (const path of await publicPages(request)) {
      await openPage(page, path);
      await waitForHydration(page.getByRole('banner').getByRole('link').first());
      expect(await sidewaysScroll(page), path).toBe(0);
    }
  });

  test("the header's controls all fit in the window", async ({ page }) => {
    await openPage(page, '/');
    const banner = page.getByRole('banner');
    await waitForHydration(banner.getByRole('link').first());
    const outside = await banner
      .locator('a:visible, button:visible')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
          .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim()),
      );
    expect(outside).toEqual([]);
  });
});

test.describe('a 1280 px window zoomed to 125 % (1024 CSS px)', () => {
  test.use({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1.25 });

  test("the header's links overlap neither the logo nor the cart", async ({ page }) => {
    await openPage(page, '/');
    const banner = page.getByRole('banner');
    await waitForHydration(banner.getByRole('link').first());
    const boxes = await banner.locator('a:visible, button:visible').evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          left,
          right,
          top,
          bottom,
        };
      }),
    );
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
        )
        .map((b) => `${a.name} × ${b.name}`),
    );
    expect(overlapping).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
