import { createHash } from 'node:crypto';
import { allowConsoleErrors, DEMO, expect, signInAs, test } from '../support/fixtures';
import { waitForIdleBrowser, waitForPageReady } from '../support/navigation';

test.describe('server rendering and hydration', () => {
  test('the first HTML already holds the layout with the restaurant data, under a strict CSP', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const csp = response.headers()['content-security-policy'] ?? '';

    expect(html).toContain('Flame-kissed cuisine. Warm, modern, memorable.');
    expect(html).toContain('+1 (512) 555-0148');
    expect(html).not.toContain('loading...');

    // Every inline script that runs is allowed by the hash of its text; no nonce, no 'unsafe-inline'.
    const scriptSources = /script-src ([^;]+)/.exec(csp)![1]!.split(' ');
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, text] of inlineScripts) {
      expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
    expect(csp).not.toContain("'nonce-");
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  test("checkout's first HTML is the page's shape, before any script runs", async ({ browser }) => {
    // A phone whose scripts have not arrived yet sees exactly the server's HTML.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    expect((await page.goto('/checkout'))!.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Loading checkout...' })).toBeAttached();
    const header = (await page.locator('header').first().boundingBox())!;
    const blocks = page.locator('main .animate-pulse');
    await expect(blocks).toHaveCount(3);
    for (const block of await blocks.all()) {
      const box = (await block.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.width).toBeGreaterThan(100);
    }
    await context.close();
  });

  test('an anonymous page is the same bytes for every visitor, with an ETag and a 304', async ({
    playwright,
    baseURL,
  }) => {
    const visitors = await Promise.all([1, 2].map(() => playwright.request.newContext({ baseURL })));
    const [first, second] = await Promise.all(visitors.map((visitor) => visitor.get('/menu')));
    expect(await second!.text()).toBe(await first!.text());
    const etag = first!.headers()['etag']!;
    expect(etag).toBeTruthy();
    expect(second!.headers()['etag']).toBe(etag);
    expect(second!.headers()['content-security-policy']).toBe(first!.headers()['content-security-policy']);
    // A visitor coming back gets the same page (no page of its own for a first visit, no cookie) and
    // revalidates it.
    expect(first!.headers()['set-cookie']).toBeUndefined();
    const returning = await visitors[0]!.get('/menu');
    expect(returning.headers()['etag']).toBe(etag);
    expect(await returning.text()).toBe(await first!.text());
    const revalidated = await visitors[0]!.get('/menu', { headers: { 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  });

  test('hydrates without errors and navigates on the client', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByText('+1 (512) 555-0148').first()).toBeVisible();
    await waitForPageReady(page);
    await waitForIdleBrowser(page);
    expect(apiCalls, 'the restaurant came with the page, not fetched again').not.toContain(
      '/api/restaurants',
    );
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);

    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(/About/);
  });

  test('unknown pages render a not-found page inside the layout, with status 404', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Flame-kissed cuisine. Warm, modern, memorable.')).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 404/);
  });

  test('hashed assets are cached for a year and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The app's entry, which the page requests after its first paint.
    const script = /script\.src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  });

  test('a signed-in customer sees the avatar after hydration, the server page stays signed out', async ({
    page,
  }) => {
    await signInAs(page, DEMO.customer, '/');
    await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  });
});
