import { readFile } from 'node:fs/promises';
import { addDaysToIsoDate, zonedToday } from '@flame/shared';
import type { Download, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { restaurantClock } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner's numbers: the overview's today and week, and the Reports section (range presets and custom dates,
 * charts with their tables, 'Download CSV', the empty and failed states), at 390 and 1280 px. The seed's picked-up
 * orders run from 58 days ago to 3 days ago, so the last 60 days always hold sales.
 */

const shot = (name: string) => `test-results/screens/reports-${name}.png`;

async function restaurantToday(page: Page): Promise<string> {
  return zonedToday(new Date(), (await restaurantClock(page.request)).timeZone);
}

/** The text of a download, BOM included. */
async function downloaded(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** Nothing sticks out sideways: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the owner's numbers at ${width} px`, () => {
    test.use({ viewport });
    // The dashboard's first load and recharts' chunk take a while on a busy machine.
    test.slow();

    test('the overview shows today at a glance and this week against last week', async ({
      page,
      openSection,
    }) => {
      const main = await openSection('');
      const today = main.getByRole('region', { name: 'Today' });
      await expect(today.getByText('Sales so far today')).toBeVisible();
      await expect(today.getByText('Orders today')).toBeVisible();
      await expect(today.getByText('Covers booked today')).toBeVisible();
      await expect(today.getByRole('heading', { name: 'Pickups still due' })).toBeVisible();
      await expect(today.getByRole('heading', { name: 'This week against last week' })).toBeVisible();
      await expect(today.getByRole('rowheader', { name: /This week/ })).toBeVisible();
      await expect(today.getByRole('rowheader', { name: /Last week/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // axe scans the loaded overview at both widths in admin-restaurant.spec.ts.
      await keepScreenshot(page, { path: shot(`overview-${width}`), fullPage: true });
    });

    test('Reports: presets, custom dates, and charts with their tables', async ({ page, openSection }) => {
      const todayDate = await restaurantToday(page);
      const from = addDaysToIsoDate(todayDate, -60);
      const main = await openSection('reports');

      // This week by default, then a preset.
      await expect(main.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
      await main.getByRole('button', { name: 'Last month' }).click();
      await expect(main.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/range=last-month/);

      // Custom dates: a reversed range is refused at the field, then the last 60 days.
      await main.getByRole('button', { name: 'Custom' }).click();
      await main.getByLabel('From', { exact: true }).fill(todayDate);
      await main.getByLabel('To', { exact: true }).fill(from);
      await main.getByRole('button', { name: 'Show' }).click();
      await expect(main.getByText('The end date must be on or after the start date')).toBeVisible();
      await expect(main.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await main.getByLabel('From', { exact: true }).fill(from);
      await main.getByLabel('To', { exact: true }).fill(todayDate);
      await main.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${todayDate}`));

      const summary = main.getByRole('region', { name: 'Summary' });
      await expect(summary.getByText('Average ticket')).toBeVisible();
      await expect(summary.getByText(/^\$[1-9][\d,]*\.\d\d$/).first()).toBeVisible();

      const sales = main.getByRole('region', { name: 'Sales', exact: true });
      const dishes = main.getByRole('region', { name: 'Dishes', exact: true });
      const hours = main.getByRole('region', { name: 'Busy hours' });
      for (const report of [sales, dishes, hours]) {
        await expect(report.getByRole('img', { name: /as a bar chart/ })).toBeVisible();
        await expect(report.locator('.recharts-bar-rectangle').first()).toBeVisible();
        await expect(report.getByRole('table')).toBeVisible();
      }
      // 61 days read by week: nine or ten weeks, each a row.
      await expect(sales.getByRole('combobox', { name: 'Group sales' })).toHaveValue('week');
      expect(await sales.getByRole('row').count()).toBeGreaterThanOrEqual(10);
      await sales.getByRole('combobox', { name: 'Group sales' }).selectOption('month');
      await expect(sales.getByRole('rowheader').first()).toHaveText(/^\w+ \d{4}$/);
      expect(await dishes.getByRole('row').count()).toBeGreaterThan(3);
      // While a report reloads, its last figures stay dimmed; the scan reads contrast once they are back in full.
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const body of await main.locator('.transition-opacity').all())
        await expect(body).toHaveCSS('opacity', '1');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, { path: shot(`filled-${width}`), fullPage: true });
    });

    test('Reports: each report downloads as CSV named after it and its dates', async ({
      page,
      openSection,
    }) => {
      const main = await openSection('reports');
      await main.getByRole('button', { name: 'Last month' }).click();
      await expect(main.getByText(/^\w{3} \d+ – \w{3} \d+, \d{4}$/)).toHaveText(/^\w{3} 1 – /);
      await expect(page).toHaveURL(/[?&]range=last-month(&|$)/);
      const sales = main.getByRole('region', { name: 'Sales', exact: true });
      await expect(sales.getByRole('table')).toBeVisible();
      const [salesCsv] = await Promise.all([
        page.waitForEvent('download'),
        sales.getByRole('button', { name: 'Download CSV: Sales' }).click(),
      ]);
      expect(salesCsv.suggestedFilename()).toMatch(/^sales-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/);
      expect(await downloaded(salesCsv)).toMatch(
        /^\uFEFFPeriod,Sales,Orders\r\n\d{4}-\d\d-01,\d+\.\d\d,\d+\r\n/,
      );
      const [ordersCsv] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Orders CSV: Every order, line by line' }).click(),
      ]);
      expect(ordersCsv.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/);
      expect(await downloaded(ordersCsv)).toContain('Order number,Order id,Pickup date,Pickup time');
    });

    test('Reports: a range without a single order says so in each report', async ({ page, openSection }) => {
      const main = await openSection('reports');
      await main.getByRole('button', { name: 'Custom' }).click();
      await main.getByLabel('From', { exact: true }).fill('2020-01-01');
      await main.getByLabel('To', { exact: true }).fill('2020-01-31');
      await main.getByRole('button', { name: 'Show' }).click();
      await expect(main.getByText('Nothing happened in this range', { exact: false })).toBeVisible();
      const region = (name: string) => main.getByRole('region', { name, exact: true });
      await expect(region('Sales').getByText('No orders were picked up in this range.')).toBeVisible();
      await expect(region('Dishes').getByText('No dishes were sold in this range.')).toBeVisible();
      await expect(region('Busy hours').getByText('No orders were picked up in this range.')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, { path: shot(`empty-${width}`), fullPage: true });
    });

    test("Reports: a report that fails says so, and 'Try Again' loads it", async ({
      page,
      openSection,
      consoleErrors,
    }) => {
      let fail = true;
      await page.route('**/api/reports/dishes?*', (route) =>
        fail
          ? route.fulfill({
              status: 500,
              json: { success: false, message: 'Something went wrong. Please try again.' },
            })
          : route.continue(),
      );
      const main = await openSection('reports');
      const dishes = main.getByRole('region', { name: 'Dishes', exact: true });
      await expect(dishes.getByRole('alert')).toContainText('Failed to load dishes', { timeout: 15_000 });
      await expect(main.getByRole('region', { name: 'Sales', exact: true }).getByRole('alert')).toHaveCount(
        0,
      );
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, { path: shot(`error-${width}`), fullPage: true });

      fail = false;
      await dishes.getByRole('button', { name: 'Try Again' }).click();
      await expect(dishes.getByRole('alert')).toHaveCount(0);
      await expect(
        dishes.getByRole('table').or(dishes.getByText('No dishes were sold in this range.')),
      ).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 500/);
    });
  });
}
