import { addDaysToIsoDate, SUCCESS_BANNER_MS, weekDayOf } from '@flame/shared';
import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import {
  bookByApi,
  GUEST_PHONE,
  openAs,
  reserveDialog,
  showTablesAt,
  tableCard,
  timeChoice,
  tomorrow,
  yourReservation,
} from './tables-kit';
import { waitForPageReady } from '../support/navigation';

const BOOK_API = '**/api/restaurants/table/book';

/** Each viewport's journeys use their own tables, so the two can run at once on one server. */
const TABLES = {
  phone: { form: 7, cancel: 8, banner: 2 },
  desktop: { form: 9, cancel: 10, banner: 1 },
} as const;

function fail(status: number, message: string, error?: Record<string, string[]>) {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message, ...(error ? { error } : {}) }),
  };
}

/** Goes to /tables from the home page, so the page loads in the browser (where requests can be intercepted). */
async function navigateToTables(page: Page) {
  await page.goto('/');
  await waitForPageReady(page);
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await header.getByRole('link', { name: 'Tables', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/tables$/);
}

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)['phone'],
][]) {
  test.describe(`tables states on ${name}`, () => {
    test.use({ viewport });
    const tables = TABLES[name];
    // Journeys of many steps, each state checked with axe.
    test.slow();

    test('the booking form asks for what is required, closes every way and starts afresh', async ({
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer(`Form ${name}`);
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/table/book')) sends.push(request.url());
      });
      await openAs(page, customer);
      await showTablesAt(page, await tomorrow(page.request, test.info().retry), '12:00 PM');
      const open = async () => {
        await tableCard(page, tables.form).getByRole('button', { name: 'Reserve Now' }).click();
        return reserveDialog(page, tables.form);
      };

      let dialog = await open();
      await dialog.confirm.click();
      await expect(dialog.root.getByRole('alert')).toHaveText('Please fill in all required fields');
      await expect(dialog.root.getByText('Please choose a purpose')).toBeVisible();
      await expect(dialog.purpose).toHaveAttribute('aria-invalid', 'true');
      // The phone every booking asks for, required as on checkout.
      await expect(dialog.root.getByText('Please enter a phone number')).toBeVisible();
      await expect(dialog.phone).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolations(page);
      expect(sends).toEqual([]);

      // The duration offers only what ends by closing time, at most 8 hours.
      const options = await dialog.duration.locator('option').allTextContents();
      expect(options[0]).toBe('1 hour');
      expect(options.length).toBeLessThanOrEqual(8);
      await expect(dialog.guests.locator('option')).toHaveText(
        Array.from({ length: await dialog.guests.locator('option').count() }, (_, i) =>
          i === 0 ? '1 guest' : `${i + 1} guests`,
        ),
      );

      await dialog.purpose.selectOption('Date Night');
      await dialog.cancel.click();
      await expect(dialog.root).toBeHidden();
      dialog = await open();
      await expect(dialog.purpose).toHaveValue('');
      await expect(dialog.root.getByRole('alert')).toHaveCount(0);

      await dialog.purpose.selectOption('Date Night');
      await dialog.close.click();
      await expect(dialog.root).toBeHidden();
      dialog = await open();
      await expect(dialog.purpose).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog.root).toBeHidden();

      dialog = await open();
      await dialog.purpose.selectOption('Other');
      const box = (await dialog.root.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, Math.max(2, box.y - 8));
      await expect(dialog.root).toBeHidden();
      dialog = await open();
      await expect(dialog.purpose).toHaveValue('');
      expect(sends).toEqual([]);
    });

    test("the server's refusal shows under its field, and a failure shows 'Failed to book table'", async ({
      page,
      consoleErrors,
      newCustomer,
    }) => {
      const customer = await newCustomer(`Refused ${name}`);
      await openAs(page, customer);
      await showTablesAt(page, await tomorrow(page.request, test.info().retry), '1:00 PM');
      await tableCard(page, tables.form).getByRole('button', { name: 'Reserve Now' }).click();
      const dialog = reserveDialog(page, tables.form);
      await dialog.purpose.selectOption('Birthday');
      await dialog.phone.fill(GUEST_PHONE);

      await page.route(BOOK_API, (route) =>
        route.fulfill(
          fail(400, 'That time has already passed. Please choose a later time', {
            reservedTime: ['That time has already passed. Please choose a later time'],
          }),
        ),
      );
      await dialog.confirm.click();
      await expect(dialog.root.getByRole('alert')).toHaveText(
        'That time has already passed. Please choose a later time',
      );
      await expect(dialog.time).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolations(page);

      await page.unroute(BOOK_API);
      await page.route(BOOK_API, (route) =>
        route.fulfill(fail(500, 'Something went wrong. Please try again.')),
      );
      await dialog.confirm.click();
      await expect(dialog.root.getByRole('alert')).toHaveText('Failed to book table');
      await expect(dialog.confirm).toHaveText('Confirm Reservation');
      await expect(dialog.purpose).toHaveValue('Birthday');
      expect(consoleErrors.every((line) => /status of (400|500)/.test(line))).toBe(true);
      consoleErrors.length = 0;
    });

    test("a cancel that fails says 'Failed to cancel reservation' and keeps the reservation", async ({
      page,
      consoleErrors,
      newCustomer,
    }) => {
      const customer = await newCustomer(`Cancel ${name}`);
      const date = await tomorrow(page.request, test.info().retry);
      await bookByApi(page.request, customer, tables.cancel, {
        reservedDate: date,
        reservedTime: '2:00 PM',
        reservedFor: 1,
      });
      await openAs(page, customer);
      await showTablesAt(page, date, '2:00 PM');
      const card = tableCard(page, tables.cancel);
      await expect(card.getByText('Your Table')).toBeVisible();

      await page.route('**/api/restaurants/table/unbook-table', (route) => route.fulfill(fail(500, 'boom')));
      await card.getByRole('button', { name: `Cancel reservation of Table ${tables.cancel}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Reservation' });
      await confirm.getByRole('button', { name: 'Keep Reservation' }).click();
      await expect(confirm).toBeHidden();
      await card.getByRole('button', { name: `Cancel reservation of Table ${tables.cancel}` }).click();
      await confirm.getByRole('button', { name: 'Yes, Cancel It' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to cancel reservation' });
      await expect(alert).toBeVisible();
      await expect(card.getByText('Your Table')).toBeVisible();
      await expect(yourReservation(page).getByText(`Table ${tables.cancel}`)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await expect(alert).toBeHidden();
      expect(consoleErrors.every((line) => line.includes('status of 500'))).toBe(true);
      consoleErrors.length = 0;
    });

    test('the booked banner leaves by itself after 5 seconds', async ({ page, newCustomer }) => {
      const customer = await newCustomer(`Banner ${name}`);
      const date = await tomorrow(page.request, test.info().retry);
      await openAs(page, customer);
      // A late slot, so this test never meets the others' tables.
      await showTablesAt(page, date, '4:00 PM');
      await tableCard(page, tables.banner).getByRole('button', { name: 'Reserve Now' }).click();
      const dialog = reserveDialog(page, tables.banner);
      await dialog.duration.selectOption('1');
      await dialog.purpose.selectOption('Family Dinner');
      await dialog.phone.fill(GUEST_PHONE);
      const confirmedAt = Date.now();
      await dialog.confirm.click();
      const banner = page.getByRole('status').filter({ hasText: 'Table booked successfully!' });
      await expect(banner).toBeVisible();
      await expect(banner).toBeHidden({ timeout: SUCCESS_BANNER_MS + 10_000 });
      // It showed after the confirm, so however slow the machine, it left no sooner than 5 seconds after that.
      expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(SUCCESS_BANNER_MS);
    });

    test("loading states, 'Failed to load tables' with Try Again, and a day without times", async ({
      page,
      consoleErrors,
    }) => {
      await page.route('**/api/restaurants/tables/unauth*', (route) =>
        route.fulfill(fail(500, 'Something went wrong. Please try again.')),
      );
      await navigateToTables(page);
      await expect(page.getByRole('heading', { name: 'Failed to load tables' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.unroute('**/api/restaurants/tables/unauth*');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('article')).toHaveCount(10);
      expect(consoleErrors.every((line) => line.includes('status of 500'))).toBe(true);
      consoleErrors.length = 0;

      // A slow answer keeps the tables on screen, marked as updating.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/restaurants/tables/unauth?at=*', async (route) => {
        await held;
        await route.continue();
      });
      // The day after the one shown: late in the evening the page already shows tomorrow.
      const date = addDaysToIsoDate(await timeChoice(page).date.inputValue(), 1);
      await timeChoice(page).date.fill(date);
      await expect(page.getByText(/\(updating\.\.\.\)$/)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(10);
      await expectNoSeriousAxeViolations(page);
      release();
      await expect(page.getByText(/\(updating\.\.\.\)$/)).toHaveCount(0);
      await page.unroute('**/api/restaurants/tables/unauth?at=*');
    });

    test('a closed day offers no times; a slow reservations list shows its loading state', async ({
      page,
      newCustomer,
    }) => {
      // The restaurant closes on Tuesdays here: the hours come to the browser on a client-side navigation.
      await page.route('**/api/restaurants/opening-hours', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          data: {
            openingHours: { day: string; open: string | null; close: string | null; isClosed: boolean }[];
          };
        };
        body.data.openingHours = body.data.openingHours.map((h) =>
          h.day === 'Tuesday' ? { day: h.day, open: null, close: null, isClosed: true } : h,
        );
        await route.fulfill({ response, json: body });
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/restaurants/reservations', async (route) => {
        await held;
        await route.continue();
      });
      const customer = await newCustomer(`Closed ${name}`);
      await putToken(page, customer);
      await navigateToTables(page);
      await expect(yourReservation(page).getByText('Loading your reservations...')).toBeAttached();
      await expectNoSeriousAxeViolations(page);
      release();
      await expect(yourReservation(page).getByText('No Table Reserved')).toBeVisible();

      // From the day after tomorrow: the picker opens on the next free slot (tomorrow's, late in the evening),
      // and filling the date it already holds would change nothing.
      let tuesday = addDaysToIsoDate(await tomorrow(page.request, test.info().retry), 1);
      while (weekDayOf(tuesday) !== 'Tuesday') tuesday = addDaysToIsoDate(tuesday, 1);
      await timeChoice(page).date.fill(tuesday);
      await expect(page.getByRole('heading', { name: /^No tables can be booked on Tuesday,/ })).toBeVisible();
      await expect(timeChoice(page).time).toBeDisabled();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  });
}
