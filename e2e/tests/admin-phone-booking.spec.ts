import path from 'node:path';
import { parseClock, shortDateText, telHref } from '@flame/shared';
import type { Locator, Page } from '@playwright/test';
import { box, boxesOverlap, expectInside } from '../support/boxes';
import { escapeRegExp } from '../support/reg-exp';
import { uniqueEmail } from '../support/customers';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { keepScreenshot } from '../support/screenshots';
import { tomorrow } from './tables-kit';

/**
 * The owner books a table for a guest who called (no account) from the Reservations day view: a party of 4 for
 * tomorrow evening, with a name, a phone and an email; a field left empty is refused under it; the booking
 * shows in the day as 'By phone', and is cancelled again from there so the book is left as found.
 *
 * Each width books its own evening time, under its own guest name, so the three run side by side.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = path.join('test-results', 'screens', 'phone-booking');
const EVENING = 17 * 60;

const WIDTHS = [
  { label: '1280 px', viewport: VIEWPORTS.desktop, slot: 0, pickDateInDialog: true },
  { label: '390 px', viewport: VIEWPORTS.phone, slot: 1, pickDateInDialog: false },
  { label: '1024×768', viewport: { width: 1024, height: 768 }, slot: 2, pickDateInDialog: false },
] as const;

/** The dialog wholly on the screen, its fields inside it, its two buttons side by side and apart. */
async function expectDialogFits(page: Page, dialog: Locator) {
  const { width, height } = page.viewportSize()!;
  const screen = { x: 0, y: 0, width, height };
  const panel = await box(dialog);
  expectInside(panel, screen, 'the dialog');
  for (const control of await dialog.locator('input, select, textarea').all())
    expect((await box(control)).x + (await box(control)).width).toBeLessThanOrEqual(panel.x + panel.width);
  const cancel = await box(dialog.getByRole('button', { name: 'Cancel' }));
  const book = await box(dialog.getByRole('button', { name: 'Book table' }));
  expectInside(cancel, panel, 'Cancel');
  expectInside(book, panel, 'Book table');
  expect(boxesOverlap(cancel, book), 'Cancel and Book table overlap').toBe(false);
  for (const each of [cancel, book]) expect(each.height).toBeGreaterThanOrEqual(40);
}

/** The evening times the Time select offers, once it has them ('6:00 PM'...). */
async function eveningTimes(time: Locator): Promise<string[]> {
  await expect(time).toBeEnabled();
  const labels = await time.locator('option').allTextContents();
  return labels.filter((label) => (parseClock(label) ?? 0) >= EVENING);
}

for (const { label, viewport, slot, pickDateInDialog } of WIDTHS) {
  test.describe(`a booking by phone at ${label}`, () => {
    test.use({ viewport });

    test('the owner books a party of 4 for tomorrow evening; the day shows it "By phone"; then cancels it', async ({
      page,
      openSection,
    }, testInfo) => {
      // A journey of many steps on a busy machine.
      test.setTimeout(180_000);
      const date = await tomorrow(page.request, testInfo.retry);
      const guest = `Nora Caller ${viewport.width}`;
      const phone = `(555) 201-${String(3300 + slot)}`;
      const email = uniqueEmail('phone-booking');

      const main = await openSection('reservations');
      const newBooking = main.getByRole('button', { name: 'New booking' });
      const day = main.getByLabel('Day', { exact: true });
      await expect(newBooking).toBeEnabled();
      expectInside(await box(newBooking), { x: 0, y: 0, ...viewport, height: 10_000 }, "'New booking'");
      // Beside the day's date: the same row, or just under it on a narrow screen.
      expect(Math.abs((await box(newBooking)).y - (await box(day)).y)).toBeLessThan(60);
      if (!pickDateInDialog) await day.fill(date);

      await newBooking.click();
      const dialog = page.getByRole('dialog', { name: 'New booking' });
      await expect(dialog).toBeVisible();
      const dateField = dialog.getByLabel('Date', { exact: true });
      if (pickDateInDialog) {
        // The day shown is today; the booking is for tomorrow.
        await expect(dateField).toHaveValue(await day.inputValue());
        await dateField.fill(date);
      } else {
        await expect(dateField).toHaveValue(date);
      }
      await expect(dialog.getByRole('combobox', { name: 'Party size' })).toHaveValue('2');
      await dialog.getByRole('combobox', { name: 'Party size' }).selectOption({ label: '4 guests' });
      const time = dialog.getByRole('combobox', { name: 'Time' });
      const evening = await eveningTimes(time);
      expect(evening.length, 'evening times tomorrow').toBeGreaterThan(slot);
      const chosen = evening[Math.min(slot * 2, evening.length - 1)]!;
      await time.selectOption({ label: chosen });

      // A field left empty is refused under it, and nothing typed is lost.
      await dialog.getByRole('textbox', { name: 'Phone' }).fill(phone);
      await dialog.getByRole('button', { name: 'Book table' }).click();
      const name = dialog.getByRole('textbox', { name: 'Guest name' });
      await expect(name).toHaveAccessibleDescription('Name is required');
      await expect(name).toBeFocused();
      await expect(time).toHaveValue(chosen);
      await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);

      await name.fill(guest);
      await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
      await dialog.getByRole('combobox', { name: /^Occasion/ }).selectOption('Birthday');
      await expectDialogFits(page, dialog);
      if (viewport.width !== 1024)
        await keepScreenshot(page, { path: `${SHOTS}/dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Book table' }).click();

      await expect(page.getByText('Booking added', { exact: true })).toBeVisible();
      await expect(
        page.getByText(`${guest}, party of 4, ${shortDateText(date)} at ${chosen}`, { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();

      // The day shows it (the 1280 px journey turns to tomorrow first), said to be by phone.
      if (pickDateInDialog) await day.fill(date);
      const bar = main.getByRole('button', {
        name: new RegExp(
          `^${escapeRegExp(guest)} \\(by phone\\), party of 4, ${escapeRegExp(chosen)}, Tables? `,
        ),
      });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(`${guest} · 4`);
      await expect(bar.locator('[data-mark="by-phone"]')).toBeVisible();
      await expect(bar).toContainText('Birthday');
      await keepScreenshot(page, { path: `${SHOTS}/day-${viewport.width}.png`, fullPage: true });
      if (slot === 0) {
        const mail = await waitForMail(
          email,
          new RegExp(`reserved: .* at ${escapeRegExp(chosen)}, 4 guests$`),
        );
        expect(mail.text).toContain(guest);
      }

      // Its dialog: 'By phone' by the name, the phone and the email; then cancelled, leaving the book as found.
      await bar.click();
      const booking = page.getByRole('dialog', { name: `${guest} at ${chosen} By phone` });
      await expect(booking.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
      await expect(booking.getByRole('link', { name: email })).toBeVisible();
      await keepScreenshot(page, { path: `${SHOTS}/booking-${viewport.width}.png` });
      await booking.getByRole('button', { name: 'Cancel booking' }).click();
      await booking.getByRole('button', { name: 'Cancel and tell the guest' }).click();
      await expect(page.getByText('Reservation cancelled; the guest is emailed')).toBeVisible();
      await expect(bar).toBeHidden();
    });
  });
}
