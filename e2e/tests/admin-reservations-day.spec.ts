import { addDaysToIsoDate, weekDayOf, zonedToday } from '@flame/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openDashboardSection } from '../support/admin';
import type { Customer } from '../support/customers';
import { DEMO, expect, signInAs, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner's day view: bookings as bars by table and time, seated (another open dashboard sees it at once),
 * moved to another table, marked no-show and cancelled with a reason.
 */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** A Monday-to-Thursday at least nine days ahead (open into the evening), a week further per retry. */
async function quietWeeknight(request: APIRequestContext, retry: number): Promise<string> {
  const { data } = (await (await request.get('/api/restaurants/opening-hours')).json()) as {
    data: { timeZone: string };
  };
  let date = addDaysToIsoDate(zonedToday(new Date(), data.timeZone), 9 + 7 * retry);
  while (!['Monday', 'Tuesday', 'Wednesday', 'Thursday'].includes(weekDayOf(date)))
    date = addDaysToIsoDate(date, 1);
  return date;
}

async function book(
  request: APIRequestContext,
  customer: Customer,
  tableNumber: number,
  body: { reservedDate: string; reservedTime: string; reservedFor: number; guests: number; phone?: string },
) {
  const tables = (await (await request.get('/api/restaurants/tables/unauth')).json()) as {
    data: { tables: { _id: string; tableNumber: number }[] };
  };
  const table = tables.data.tables.find((t) => t.tableNumber === tableNumber)!;
  const response = await request.post('/api/restaurants/table/book', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { tableId: table._id, purpose: 'Birthday', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A second dashboard on its own browser context, as on another device, showing `date`. */
async function secondDashboard(browser: Browser, date: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: TABLET });
  const page = await context.newPage();
  await signInAs(page, DEMO.admin, '/');
  await openDashboardSection(page, 'reservations');
  await page.getByLabel('Day', { exact: true }).fill(date);
  return { page, close: () => context.close() };
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Bookings by table and time' });
const bar = (page: Page, table: number, name: RegExp) =>
  timeline(page)
    .getByRole('group', { name: `Table ${table}`, exact: true })
    .getByRole('button', { name });

test('the owner sees the day as bars, seats a party, moves it, marks a no-show and cancels with a reason', async ({
  openSection,
  page,
  request,
  newCustomer,
  browser,
}, testInfo) => {
  // A rich journey (two dashboards, five changes, an email) on a busy machine.
  test.setTimeout(300_000);
  const date = await quietWeeknight(request, testInfo.retry);
  const maya = await newCustomer('Maya Thapa');
  const ravi = await newCustomer('Ravi Shrestha');
  await book(request, maya, 1, {
    reservedDate: date,
    reservedTime: '5:00 PM',
    reservedFor: 1,
    guests: 2,
    phone: '(312) 555-0142',
  });
  await book(request, maya, 2, { reservedDate: date, reservedTime: '7:00 PM', reservedFor: 2, guests: 2 });
  await book(request, ravi, 3, { reservedDate: date, reservedTime: '6:00 PM', reservedFor: 2, guests: 4 });

  await page.setViewportSize(TABLET);
  await openSection('reservations');
  await page.getByLabel('Day', { exact: true }).fill(date);

  const early = bar(page, 1, /^Maya Thapa, party of 2, 5:00 PM/);
  const late = bar(page, 2, /^Maya Thapa, party of 2, 7:00 PM/);
  const raviBar = bar(page, 3, /^Ravi Shrestha, party of 4, 6:00 PM/);
  await expect(early).toBeVisible();
  await expect(late).toBeVisible();
  await expect(raviBar).toContainText('Ravi Shrestha · 4');
  await expect(raviBar).toContainText('Birthday');
  // Time runs across: 5 PM, then 6 PM, then 7 PM, and a two-hour stay is twice as long as a one-hour one.
  const [e, r, l] = await Promise.all([early, raviBar, late].map((b) => b.boundingBox()));
  expect(e!.x).toBeLessThan(r!.x);
  expect(r!.x).toBeLessThan(l!.x);
  expect(l!.width / e!.width).toBeCloseTo(2, 1);
  const covers = page.getByRole('region', { name: 'Covers per quarter hour' });
  await expect(covers).toContainText('8 in all');
  await expect(covers.getByRole('listitem')).toHaveText(['5:00 PM 2', '6:00 PM 4', '7:00 PM 2']);
  await keepScreenshot(page, { path: testInfo.outputPath('day-view-1024.png') });

  // Seat Ravi's party: a second dashboard, open on another device, shows it at once (no reload).
  const other = await secondDashboard(browser, date);
  const otherRavi = bar(other.page, 3, /^Ravi Shrestha/);
  await expect(otherRavi).toHaveAccessibleName(/Booked$/);
  await raviBar.click();
  const raviDialog = page.getByRole('dialog', { name: 'Ravi Shrestha at 6:00 PM' });
  await raviDialog.getByRole('button', { name: 'Seat' }).click();
  await expect(page.getByText('Party seated')).toBeVisible();
  await expect(raviBar).toHaveAccessibleName(/Seated$/);
  await expect(otherRavi).toHaveAccessibleName(/Seated$/);

  // Move the seated party to the first table offered (free for its stay, seating four): both views redraw.
  await raviBar.click();
  await raviDialog.getByRole('button', { name: 'Move to table…' }).click();
  const offers = raviDialog.getByRole('region', { name: 'Move to table' }).getByRole('button');
  await expect(offers.first()).toBeVisible();
  const texts = await offers.allTextContents();
  const offered = texts.map((text) => /^Tables? (.+) · (\d+) seats$/.exec(text));
  expect(offered.every(Boolean), JSON.stringify(texts)).toBe(true);
  // Its own table 3 is not offered; a single table comes first.
  const singles = offered.filter((m) => !m![1]!.includes('and')).map((m) => Number(m![1]));
  expect(singles).not.toContain(3);
  expect(singles.length).toBeGreaterThan(0);
  await keepScreenshot(page, { path: testInfo.outputPath('day-view-move-1024.png') });
  const target = singles[0]!;
  await offers.filter({ hasText: new RegExp(`^Table ${target} · `) }).click();
  await expect(page.getByText(`Booking moved to Table ${target}`)).toBeVisible();
  const moved = bar(page, target, /^Ravi Shrestha, party of 4, 6:00 PM/);
  await expect(moved).toHaveAccessibleName(/Seated$/);
  await expect(raviBar).toBeHidden();
  await expect(bar(other.page, target, /^Ravi Shrestha/)).toBeVisible();
  await other.close();

  // Maya's 5 PM party never came: her 7 PM booking now shows it.
  await early.click();
  const mayaDialog = page.getByRole('dialog', { name: 'Maya Thapa at 5:00 PM' });
  await expect(mayaDialog).toContainText('(312) 555-0142');
  await mayaDialog.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(page.getByText('Marked as a no-show')).toBeVisible();
  await expect(late).toHaveAccessibleName(/1 no-show/);
  await expect(late).toContainText('1 no-show');
  await keepScreenshot(page, { path: testInfo.outputPath('day-view-after-changes-1024.png') });

  // At 390 px the day is a list by table, with the same bookings and counts.
  await page.setViewportSize(PHONE);
  const phoneLate = page
    .getByRole('group', { name: 'Table 2', exact: true })
    .getByRole('button', { name: /^Maya Thapa/ });
  await expect(phoneLate).toBeVisible();
  await expect(phoneLate).toContainText('1 no-show');
  await keepScreenshot(page, { path: testInfo.outputPath('day-view-390.png'), fullPage: true });

  // Cancel the 7 PM booking with a reason (on the phone): the bar leaves and the guest is told why.
  await phoneLate.click();
  const lateDialog = page.getByRole('dialog', { name: 'Maya Thapa at 7:00 PM' });
  await lateDialog.getByRole('button', { name: 'Cancel booking' }).click();
  const reason = 'The kitchen is closed for a private event that evening.';
  await lateDialog.getByRole('textbox', { name: 'Reason for the guest' }).fill(reason);
  await keepScreenshot(page, { path: testInfo.outputPath('day-view-cancel-390.png') });
  await lateDialog.getByRole('button', { name: 'Cancel and tell the guest' }).click();
  await expect(page.getByText('Reservation cancelled; the guest is emailed')).toBeVisible();
  await expect(phoneLate).toBeHidden();
  const told = await waitForMail(maya.email, /^Reservation cancelled: /);
  expect(told.text).toContain(`Reason: ${reason}`);
});
