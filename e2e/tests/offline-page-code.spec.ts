import type { Page } from '@playwright/test';
import { box, type Box } from '../support/boxes';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/**
 * A page whose code cannot be fetched (the connection dropped, the server down, a deploy that removed the old
 * files) is not a render error: the site says calmly that it cannot reach the restaurant, with 'Try Again',
 * which opens the page asked for once the code can be fetched; the browser coming back online does the same.
 */

const UNREACHABLE = 'Unable to reach the restaurant. Check your connection and try again.';
const ORDERS_CODE = '**/assets/orders-page-*.js';

/** Taps Orders in the header (on a phone, in the menu the header's toggle opens). */
async function tapOrders(page: Page) {
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await header.getByRole('link', { name: 'Orders', exact: true }).click();
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The font families Chromium drew the element's text with (`*` marks a web font). */
async function drawnFonts(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '*' : ''}`).join(', ');
}

/** The calm screen: its heading, words and button on screen, apart; never the raw error. */
async function expectCalmScreen(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'Unable to load this page' });
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await expect(heading).toBeVisible();
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(tryAgain).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(tryAgain).toBeInViewport({ ratio: 1 });
  expect(overlap(await box(heading), await box(tryAgain)), 'the heading and the button do not overlap').toBe(
    false,
  );
  return tryAgain;
}

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`at ${viewport.width} px: Orders whose code cannot be fetched says so calmly, and 'Try Again' opens it`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/menu');
    await page.route(ORDERS_CODE, (route) => route.abort());

    await tapOrders(page);
    await expect(page).toHaveURL(/\/orders$/);
    const tryAgain = await expectCalmScreen(page);
    // In the site's fonts. (Not checked in the offline journey: a DevTools session opened there makes Chromium
    // fire `online` while the network is still cut.)
    expect(await drawnFonts(page, 'main h1')).toBe('Fraunces*');
    expect(await drawnFonts(page, 'main p')).toMatch(/^Inter[^,]*\*$/);
    await keepScreenshot(page, { path: testInfo.outputPath(`page-code-unreachable-${viewport.width}.png`) });

    // The connection is back: 'Try Again' loads the same address in full, and the page's code with it.
    await page.unroute(ORDERS_CODE);
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await expect(page.getByText('Please log in to view your orders')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    allowConsoleErrors(consoleErrors, /net::ERR_FAILED .*\/assets\/orders-page-/);
  });
}

test.describe('the connection dropped', () => {
  // Nothing in the browser's cache: the page's code must come over the network.
  test.use({ viewport: VIEWPORTS.phone, freshTab: true });

  test("'Try Again' while offline keeps the calm screen; back online, the page opens by itself", async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/menu');
    await page.context().setOffline(true);
    await tapOrders(page);
    const tryAgain = await expectCalmScreen(page);

    // Still offline: the server is checked first, so the screen stays (no browser error page, no reload loop).
    const check = page.waitForEvent('requestfailed', (request) => request.method() === 'HEAD');
    await tryAgain.click();
    expect(new URL((await check).url()).pathname).toBe('/orders');
    await expect(tryAgain).not.toHaveAttribute('aria-disabled');
    await expectCalmScreen(page);

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Please log in to view your orders')).toBeVisible();
    allowConsoleErrors(consoleErrors, /net::ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/);
  });
});
