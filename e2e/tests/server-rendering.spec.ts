import { allowConsoleErrors, DEMO, expect, test } from '../support/fixtures';

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

    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('hydrates without errors and navigates on the client', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByText('+1 (512) 555-0148').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls, 'the restaurant came with the page, not fetched again').not.toContain(
      '/api/restaurants',
    );

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
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  });

  test('a signed-in customer sees the avatar after hydration, the server page stays signed out', async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', { data: DEMO.customer });
    const { data } = (await login.json()) as { data: { token: string } };
    await page.addInitScript((token) => window.localStorage.setItem('auth_token', token), data.token);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  });
});
