import path from 'node:path';
import {
  addDaysToIsoDate,
  formatClock,
  parseClock,
  shortDateText,
  zonedDateAndMinutes,
  type PartyTime,
} from '@flame/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { box, boxesOverlap, expectInside } from '../support/boxes';
import { escapeRegExp } from '../support/reg-exp';
import { uniqueEmail } from '../support/customers';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders } from '../support/orders';
import { waitForMail } from '../support/outbox';
import { keepScreenshot } from '../support/screenshots';
import { tomorrow } from './tables-kit';

/**
 * A guest who booked by phone calls again: "we are six now, and can we come later". The owner opens the booking
 * in the Reservations day view, changes it to 6 guests at a later time, sees it so in the day and the guest is
 * emailed 'Booking changed'; the booking is then cancelled so the book is left as found.
 *
 * The party is booked through the API as the owner would by phone, two days after tomorrow (the phone-booking
 * journey books tomorrow, the day-view journey nine days ahead). Each width books its own time under its own
 * guest name, so the three run side by side.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = path.join('test-results', 'screens', 'change-booking');
/** Booked from noon on, so a time two hours later is inside every day's hours (Sunday closes at 8 PM). */
const NOON = 12 * 60;
/** The new time is at least this much later than the booked one (the party's own tables are then free again). */
const LATER_BY = 2 * 60;

const WIDTHS = [
  { label: '1280 px', viewport: VIEWPORTS.desktop, slot: 0 },
  { label: '390 px', viewport: VIEWPORTS.phone, slot: 1 },
  { label: '1024×768', viewport: { width: 1024, height: 768 }, slot: 2 },
] as const;

/** The dialog wholly on the screen, its fields inside it, its two buttons inside it, apart and tall enough to tap. */
async function expectDialogFits(page: Page, dialog: Locator) {
  const { width, height } = page.viewportSize()!;
  const panel = await box(dialog);
  expectInside(panel, { x: 0, y: 0, width, height }, 'the dialog');
  for (const control of await dialog.locator('input, select').all())
    expectInside(await box(control), panel, 'a field');
  const cancel = await box(dialog.getByRole('button', { name: 'Cancel' }));
  const save = await box(dialog.getByRole('button', { name: 'Save changes' }));
  expectInside(cancel, panel, 'Cancel');
  expectInside(save, panel, 'Save changes');
  expect(boxesOverlap(cancel, save), 'Cancel and Save changes overlap').toBe(false);
  for (const each of [cancel, save]) expect(each.height).toBeGreaterThanOrEqual(40);
}

/**
 * Books a party of 4 by phone through the API (as 'New booking' sends it) at the `slot`-th free time from noon
 * on the date; answers the time booked ('12:15 PM').
 */
async function bookByPhone(
  request: APIRequestContext,
  date: string,
  slot: number,
  guest: { name: string; phone: string; email: string },
): Promise<string> {
  const headers = await ownerHeaders(request);
  const { data: hours } = (await (await request.get('/api/restaurants/opening-hours')).json()) as {
    data: { timeZone: string };
  };
  const answer = await request.get(`/api/reservations/staff/availability?date=${date}&partySize=4`, {
    headers,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data: times } = (await answer.json()) as { data: PartyTime[] };
  const afternoon = times
    .filter((time) => time.available)
    .map((time) => zonedDateAndMinutes(new Date(time.time), hours.timeZone).minutes)
    .filter((minutes) => minutes >= NOON);
  expect(afternoon.length, 'free times from noon that day').toBeGreaterThan(slot);
  const time = formatClock(afternoon[slot]!);
  const booked = await request.post('/api/reservations/staff', {
    headers,
    data: { date, time, partySize: 4, guest },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return time;
}

for (const { label, viewport, slot } of WIDTHS) {
  test.describe(`changing a booking at ${label}`, () => {
    test.use({ viewport });

    test('the owner changes a party of 4 to 6 guests at a later time; the day and the guest are told; then cancels it', async ({
      page,
      openSection,
    }, testInfo) => {
      // A journey of many steps on a busy machine.
      test.setTimeout(180_000);
      const date = addDaysToIsoDate(await tomorrow(page.request, testInfo.retry), 2);
      const guest = {
        name: `Nora Changer ${viewport.width}`,
        phone: `(555) 202-${String(4400 + slot)}`,
        email: uniqueEmail('change-booking'),
      };
      const booked = await bookByPhone(page.request, date, slot, guest);

      const main = await openSection('reservations');
      await main.getByLabel('Day', { exact: true }).fill(date);
      const barOf = (size: number, time: string) =>
        main.getByRole('button', {
          name: new RegExp(
            `^${escapeRegExp(guest.name)} \\(by phone\\), party of ${size}, ${escapeRegExp(time)}, Tables? `,
          ),
        });
      await barOf(4, booked).click();
      const booking = page.getByRole('dialog', { name: `${guest.name} at ${booked} By phone` });
      const changeButton = booking.getByRole('button', { name: 'Change booking' });
      await expect(changeButton).toBeVisible();
      const { width, height } = page.viewportSize()!;
      expectInside(await box(changeButton), { x: 0, y: 0, width, height }, "'Change booking'");
      await keepScreenshot(page, { path: `${SHOTS}/booking-${viewport.width}.png` });
      await changeButton.click();

      // Opened as it is booked: 4 guests, that date, that time.
      const dialog = page.getByRole('dialog', { name: 'Change booking' });
      const partySize = dialog.getByRole('combobox', { name: 'Party size' });
      const time = dialog.getByRole('combobox', { name: 'Time' });
      await expect(partySize).toHaveValue('4');
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(date);
      await expect(time).toBeEnabled();
      await expect(time).toHaveValue(booked);
      await expectDialogFits(page, dialog);

      // Six guests, two hours later or more: a time the Time select offers for six.
      await partySize.selectOption({ label: '6 guests' });
      const bookedAt = parseClock(booked)!;
      let later: string | undefined;
      await expect(async () => {
        const labels = await time.locator('option').allTextContents();
        later = labels.find((option) => (parseClock(option) ?? 0) >= bookedAt + LATER_BY);
        expect(
          later,
          `a time for six from ${formatClock(bookedAt + LATER_BY)} in ${labels.join(', ')}`,
        ).toBeDefined();
      }).toPass();
      await time.selectOption({ label: later! });
      await expectDialogFits(page, dialog);
      if (viewport.width !== 1024)
        await keepScreenshot(page, { path: `${SHOTS}/change-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Save changes' }).click();

      await expect(page.getByText('Booking changed', { exact: true })).toBeVisible();
      await expect(
        page.getByText(`${guest.name}, party of 6, ${shortDateText(date)} at ${later}`, { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(booking).toBeHidden();

      // The day shows it at its new time for six, and no longer at the old one.
      const moved = barOf(6, later!);
      await expect(moved).toBeVisible();
      await expect(moved).toContainText(`${guest.name} · 6`);
      await expect(barOf(4, booked)).toHaveCount(0);
      await keepScreenshot(page, { path: `${SHOTS}/day-${viewport.width}.png`, fullPage: true });
      const mail = await waitForMail(
        guest.email,
        new RegExp(`^Booking changed: .* at ${escapeRegExp(later!)}, 6 guests$`),
      );
      expect(mail.text).toContain(guest.name);

      // Cancelled from its dialog, leaving the book as found.
      await moved.click();
      const changed = page.getByRole('dialog', { name: `${guest.name} at ${later} By phone` });
      await changed.getByRole('button', { name: 'Cancel booking' }).click();
      await changed.getByRole('button', { name: 'Cancel and tell the guest' }).click();
      await expect(page.getByText('Reservation cancelled; the guest is emailed')).toBeVisible();
      await expect(moved).toBeHidden();
    });
  });
}
