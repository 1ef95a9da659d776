import type { Page } from '@playwright/test';
import { meStatus, putToken, storedToken } from '../support/customers';
import { dashboardMenu, ownedRestaurantId } from '../support/admin';
import { allowConsoleErrors, DEMO, expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

/** The dashboard's frame: who sees it, how the owner leaves it, its search field. */

/** Nothing of the dashboard's menu: no side menu, no drawer button, no link to a section. */
async function expectNoDashboardMenu(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open the dashboard menu' })).toHaveCount(0);
  await expect(page.locator('a[href^="/admin-dashboard/"]')).toHaveCount(0);
  for (const section of ['Restaurant Info', 'Pickups', 'Reservations', 'Settings']) {
    await expect(page.getByText(section, { exact: true })).toHaveCount(0);
  }
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the dashboard at ${width} px`, () => {
    test.use({ viewport });

    test("'Log out' in the top bar ends the owner's session", async ({
      page,
      signInAsOwner,
      consoleErrors,
    }) => {
      const dashboard = `/admin-dashboard/${await ownedRestaurantId(page.request)}`;
      // Logged out while its live stream still connects, the stream's ticket is refused (a 401 in the console):
      // the owner logs out from a dashboard that has opened.
      const streamOpen = page.waitForResponse((response) =>
        response.url().includes('/api/admin/events?ticket='),
      );
      const { token } = await signInAsOwner(dashboard);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({
        timeout: 20_000,
      });

      const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' });
      await expect(logOut).toBeVisible();
      const bar = (await logOut.boundingBox())!;
      expect(bar.x + bar.width).toBeLessThanOrEqual(viewport.width);
      expect(await meStatus(page, token)).toBe(200);

      await streamOpen;
      // A refetch the dashboard has under way when the session ends is refused (a 401 in the console).
      allowConsoleErrors(consoleErrors, /status of 401/);
      await logOut.click();
      await expect(page).toHaveURL(/\/$/);
      expect(await storedToken(page)).toBeNull();
      expect(await meStatus(page, token)).toBe(401);
      await page.goto(dashboard);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    });

    test("a customer sees only 'Owners only', nothing of the dashboard's menu", async ({
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer('Curious Customer');
      await putToken(page, customer);
      await page.goto(`/admin-dashboard/${await ownedRestaurantId(page.request)}/pickups`);
      await expect(page.getByRole('heading', { level: 1, name: 'Owners only' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('link', { name: 'Back to the site' })).toBeVisible();
      await expectNoDashboardMenu(page);
    });
  });
}

test('signed out: only the log-in message; logging in as the owner opens the dashboard', async ({ page }) => {
  const id = await ownedRestaurantId(page.request);
  await page.goto(`/admin-dashboard/${id}/pickups`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoDashboardMenu(page);

  const logIn = page.getByRole('link', { name: 'Log In' });
  await waitForHydration(logIn);
  await logIn.click();
  const form = page.getByRole('form', { name: 'Log in with email' });
  await waitForHydration(form.getByRole('button', { name: 'Log in' }));
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin.email);
  await form.getByLabel('Password').fill(DEMO.admin.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/${id}/pickups$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pickups' })).toBeVisible();
  await expect(dashboardMenu(page).getByRole('link', { name: 'Reservations' })).toBeVisible();
});

test("the dashboard's search field clears with its own styled button, not the browser's", async ({
  openSection,
  page,
}) => {
  await openSection('tables');
  const search = page.getByRole('searchbox', { name: 'Search tables' });
  await search.fill('no table is called this');
  await expect(page.getByText('No tables found')).toBeVisible();

  // The browser's own (blue) clear icon is hidden: a rule of the page's styles turns it off for this field…
  const hidesNativeClear = await search.evaluate((input) => {
    const rules: CSSRule[] = [];
    const collect = (list: CSSRuleList) =>
      Array.from(list).forEach((rule) => {
        rules.push(rule);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      });
    Array.from(document.styleSheets).forEach((sheet) => collect(sheet.cssRules));
    const pseudo = '::-webkit-search-cancel-button';
    return rules.some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        rule.selectorText.endsWith(pseudo) &&
        input.matches(rule.selectorText.slice(0, -pseudo.length)) &&
        rule.style.appearance === 'none',
    );
  });
  expect(hidesNativeClear).toBe(true);
  // …and the field's own clear button empties it and keeps the focus there.
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByText('No tables found')).toBeHidden();
  await expect(clear).toBeHidden();
});
