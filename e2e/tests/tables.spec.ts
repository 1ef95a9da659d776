import { expectNoSeriousAxeViolations } from '../support/axe';
import { DEMO, expect, test, VIEWPORTS } from '../support/fixtures';
import {
  bookByApi,
  GUEST_PHONE,
  openAs,
  reserveDialog,
  showTablesAt,
  tableCard,
  tomorrow,
  yourReservation,
} from './tables-kit';

/** Each viewport's journeys use their own tables, so the two can run at once on one server. */
const TABLES = {
  phone: { booking: 3, reservedByOther: 5 },
  desktop: { booking: 4, reservedByOther: 6 },
} as const;

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)['phone'],
][]) {
  test.describe(`tables on ${name}`, () => {
    test.use({ viewport });
    const tables = TABLES[name];
    // Journeys of many steps, each state checked with axe.
    test.slow();

    test('a visitor gets the tables in the first HTML, and Reserve Now sends them to log in and back', async ({
      page,
    }) => {
      const html = await (await page.request.get('/tables')).text();
      expect(html).toContain('Available Tables');
      expect(html).toContain('Quiet alcove for four');
      expect(html).toContain('Reserve Now');

      await page.goto('/tables');
      await expect(page.getByRole('heading', { level: 1, name: 'Reserve a Table' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(10);
      const panel = yourReservation(page);
      await expect(panel.getByText('No Table Reserved')).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?redirectTo=%2Ftables',
      );
      // axe scans this page as loaded, at both widths, in public-page-checks.spec.ts.

      await tableCard(page, 1).getByRole('button', { name: 'Reserve Now' }).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftables$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // …and back: signing in returns to the tables, signed in.
      const form = page.getByRole('form', { name: 'Log in with email' });
      await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.customer.email);
      await form.getByLabel('Password').fill(DEMO.customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/tables$/);
      await expect(yourReservation(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
    });

    test("photos below 'Find a table' load lazily, a far one once scrolled near", async ({ page }) => {
      await page.goto('/tables');
      const photos = page.getByRole('article').locator('img');
      await expect(photos).toHaveCount(10);
      // 'Find a table' fills the first screenful at every width, so every photo loads lazily: the browser fetches
      // those in view at once and the others as they come near.
      const loading = await photos.evaluateAll((images) =>
        images.map((image) => image.getAttribute('loading')),
      );
      expect(loading).toEqual(Array.from({ length: 10 }, () => 'lazy'));
      const last = photos.last();
      await last.scrollIntoViewIfNeeded();
      await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
    });

    test('a customer books a table for tomorrow evening, sees it as theirs then and free at another time, and cancels it', async ({
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer(`Booking ${name}`);
      const date = await tomorrow(page.request, test.info().retry);
      const n = tables.booking;
      await openAs(page, customer);
      await expect(yourReservation(page).getByText('No Table Reserved')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await showTablesAt(page, date, '6:00 PM');
      await expect(tableCard(page, n).getByText('Available', { exact: true })).toBeVisible();
      await tableCard(page, n).getByRole('button', { name: 'Reserve Now' }).click();
      const dialog = reserveDialog(page, n);
      await expect(dialog.root).toBeVisible();
      await expect(dialog.date).toHaveValue(date);
      await expect(dialog.time).toHaveValue('6:00 PM');
      await expect(dialog.duration).toHaveValue('2');
      await expect(dialog.guests).toHaveValue('2');
      await expect(dialog.purpose).toHaveValue('');
      await expectNoSeriousAxeViolations(page);

      await dialog.purpose.selectOption('Anniversary');
      await dialog.phone.fill(GUEST_PHONE);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/restaurants/table/book', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.confirm.click();
      await expect(dialog.root.getByRole('button', { name: 'Booking...' })).toBeDisabled();
      release();

      const booked = page.getByRole('status').filter({ hasText: 'Table booked successfully!' });
      await expect(booked).toBeVisible();
      await expect(dialog.root).toBeHidden();
      await booked.getByRole('button', { name: 'Dismiss' }).click();
      await expect(booked).toBeHidden();
      const card = tableCard(page, n);
      await expect(card.getByText('Your Table')).toBeVisible();
      await expect(card.getByText('Currently Booked')).toBeVisible();
      await expect(card.getByText('6:00 PM · 2 hours')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Reserve Now' })).toHaveCount(0);
      const panel = yourReservation(page);
      await expect(panel.getByText(`Table ${n}`)).toBeVisible();
      for (const text of ['6:00 PM', '2 hours', '2 guests', 'Anniversary']) {
        await expect(panel.getByText(text, { exact: true })).toBeVisible();
      }
      await expectNoSeriousAxeViolations(page);

      await showTablesAt(page, date, '11:00 AM');
      await expect(tableCard(page, n).getByText('Available', { exact: true })).toBeVisible();
      await expect(tableCard(page, n).getByText('Free until 6:00 PM')).toBeVisible();
      await showTablesAt(page, date, '7:00 PM');
      await expect(tableCard(page, n).getByText('Your Table')).toBeVisible();

      await panel.getByRole('button', { name: new RegExp(`^Cancel reservation of Table ${n}`) }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Reservation' });
      await expect(confirm.getByText('Are you sure you want to cancel this reservation?')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await confirm.getByRole('button', { name: 'Yes, Cancel It' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Reservation cancelled successfully!' }),
      ).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(panel.getByText('No Table Reserved')).toBeVisible();
      await expect(tableCard(page, n).getByText('Available', { exact: true })).toBeVisible();
    });

    test("another customer sees the table 'Reserved' without who booked it, and cannot book over it", async ({
      page,
      consoleErrors,
      newCustomer,
    }) => {
      const first = await newCustomer(`First Guest ${name}`);
      const second = await newCustomer(`Second Guest ${name}`);
      const date = await tomorrow(page.request, test.info().retry);
      const n = tables.reservedByOther;
      await bookByApi(page.request, first, n, {
        reservedDate: date,
        reservedTime: '7:00 PM',
        reservedFor: 1,
      });

      const apiBodies: string[] = [];
      page.on('response', async (response) => {
        if (response.url().includes('/api/')) apiBodies.push(await response.text().catch(() => ''));
      });
      await openAs(page, second);
      await showTablesAt(page, date, '7:00 PM');
      const card = tableCard(page, n);
      await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
      await expect(card.getByText('Reserved at this time')).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      const everything = (await page.content()) + apiBodies.join('\n');
      expect(everything).not.toContain(first.email);
      expect(everything).not.toContain(first.name);

      // An hour earlier the table is free until 7:00 PM, but two hours would run into the other booking.
      await showTablesAt(page, date, '6:00 PM');
      await expect(card.getByText('Free until 7:00 PM')).toBeVisible();
      await card.getByRole('button', { name: 'Reserve Now' }).click();
      const dialog = reserveDialog(page, n);
      await dialog.purpose.selectOption('Business Meeting');
      await dialog.phone.fill(GUEST_PHONE);
      await dialog.confirm.click();
      await expect(dialog.root.getByRole('alert')).toHaveText('This table is already reserved for that time');
      await expect(dialog.purpose).toHaveValue('Business Meeting');
      // axe scans the booking dialog with the server's refusal in tables-states.spec.ts.
      await dialog.root.getByRole('button', { name: 'Dismiss' }).click();
      await expect(dialog.root.getByRole('alert')).toHaveCount(0);

      // One hour fits before the other booking.
      await dialog.duration.selectOption('1');
      await dialog.confirm.click();
      await expect(page.getByRole('status').filter({ hasText: 'Table booked successfully!' })).toBeVisible();
      await expect(card.getByText('Your Table')).toBeVisible();
      // The browser logs the refused booking (409) as a failed resource: expected here.
      expect(consoleErrors.every((line) => line.includes('status of 409'))).toBe(true);
      consoleErrors.length = 0;
    });
  });
}
