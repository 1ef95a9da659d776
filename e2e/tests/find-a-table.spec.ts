import { addDaysToIsoDate } from '@flame/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { putToken, type Customer } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { GUEST_PHONE, tomorrow, yourReservation } from './tables-kit';
import { keepScreenshot } from '../support/screenshots';

/**
 * Each viewport books on days of its own, far from the other tables journeys' days (tomorrow, +20, +21), so
 * the two can run at once on one server.
 */
const DAYS = {
  phone: { booking: 24, taken: 25, signedOut: 26 },
  desktop: { booking: 27, taken: 28, signedOut: 29 },
} as const;

function findTable(page: Page) {
  const root = page.getByRole('region', { name: 'Find a table' });
  return {
    root,
    partySize: root.getByLabel('Party size'),
    date: root.getByLabel('Date'),
    times: root.getByRole('list', { name: 'Available times' }),
    time: (label: string) =>
      root.getByRole('list', { name: 'Available times' }).getByRole('button', { name: label, exact: true }),
    phone: root.getByLabel('Phone'),
    occasion: root.getByLabel('Occasion'),
    book: root.getByRole('button', { name: /^(Book Table|Booking\.\.\.)$/ }),
  };
}

/** A party books through the API (to fill the book before a journey). */
async function bookPartyByApi(
  request: APIRequestContext,
  customer: Customer,
  body: { date: string; time: string; partySize: number },
) {
  const response = await request.post('/api/reservations', {
    headers: customer.headers,
    data: { phone: GUEST_PHONE, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { tables: number[] } }).data;
}

/** No two of the buttons overlap, and each lies inside the page's width. */
async function expectSideBySide(buttons: Locator, viewportWidth: number) {
  const boxes = await Promise.all((await buttons.all()).map(async (button) => (await button.boundingBox())!));
  expect(boxes.length).toBeGreaterThan(0);
  for (const [index, box] of boxes.entries()) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
    for (const other of boxes.slice(index + 1)) {
      const apart =
        box.x + box.width <= other.x + 0.5 ||
        other.x + other.width <= box.x + 0.5 ||
        box.y + box.height <= other.y + 0.5 ||
        other.y + other.height <= box.y + 0.5;
      expect(apart, `${JSON.stringify(box)} overlaps ${JSON.stringify(other)}`).toBe(true);
    }
  }
}

/** Opens /tables signed in as the customer; 'Find a table' is ready once the page has started. */
async function openSignedIn(page: Page, customer: Customer) {
  await putToken(page, customer);
  await page.goto('/tables');
  await waitForHydration(findTable(page).date, 60_000);
}

async function chooseDay(page: Page, party: number, date: string) {
  const find = findTable(page);
  await waitForHydration(find.date, 60_000);
  await find.partySize.selectOption(String(party));
  await find.date.fill(date);
  await expect(find.date).toHaveValue(date);
  await expect(find.times).toBeVisible();
}

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)['phone'],
][]) {
  test.describe(`find a table on ${name}`, () => {
    test.use({ viewport });
    // Journeys of many steps on a busy machine.
    test.setTimeout(240_000);
    const days = DAYS[name];

    test('a guest finds a table for 2, then one for 6 on two tables pushed together', async ({
      page,
      newCustomer,
    }, testInfo) => {
      const day = addDaysToIsoDate(await tomorrow(page.request, testInfo.retry), days.booking);
      // The tables that seat six alone (5 and 8) and the one for eight (9) are taken at 5:00 PM.
      const blocker = await newCustomer(`Blocker ${name}`);
      for (const partySize of [6, 6, 8]) {
        await bookPartyByApi(page.request, blocker, { date: day, time: '5:00 PM', partySize });
      }
      const customer = await newCustomer(`Finder ${name}`);
      await openSignedIn(page, customer);
      const find = findTable(page);
      // 'Find a table' comes before the per-table cards.
      const cards = page.getByRole('heading', { name: 'Available Tables' });
      expect((await find.root.boundingBox())!.y).toBeLessThan((await cards.boundingBox())!.y);

      await chooseDay(page, 2, day);
      await expect(find.time('6:00 PM')).toBeVisible();
      await expectSideBySide(find.times.getByRole('button'), viewport.width);
      await keepScreenshot(find.root, { path: testInfo.outputPath(`times-${name}.png`) });
      await expectNoSeriousAxeViolations(page);

      await find.time('6:00 PM').click();
      await expect(find.time('6:00 PM')).toHaveAttribute('aria-pressed', 'true');
      await expect(find.root.getByText(/^2 guests · .* at 6:00 PM$/)).toBeVisible();
      await expect(find.phone).toHaveValue('');
      await find.book.click();
      await expect(find.root.getByText('Please enter a phone number')).toBeVisible();
      await find.phone.fill(GUEST_PHONE);
      await find.occasion.selectOption('Birthday');
      await keepScreenshot(find.root, { path: testInfo.outputPath(`details-${name}.png`) });
      await find.book.click();
      await expect(find.root.getByRole('heading', { name: 'Table booked successfully!' })).toBeVisible();
      await expect(find.root.getByText('Table 1', { exact: true })).toBeVisible();
      await expect(find.root.getByText(/at 6:00 PM · 2 guests · Birthday$/)).toBeVisible();
      await keepScreenshot(find.root, { path: testInfo.outputPath(`booked-two-${name}.png`) });
      // Its length is the party's stay (90 minutes for two), not rounded to whole hours.
      await expect(yourReservation(page).getByText('1 hour 30 minutes', { exact: true })).toBeVisible();

      await find.root.getByRole('button', { name: 'Find Another Table' }).click();
      await chooseDay(page, 6, day);
      await find.time('5:00 PM').click();
      await find.phone.fill(GUEST_PHONE);
      await find.book.click();
      await expect(find.root.getByRole('heading', { name: 'Table booked successfully!' })).toBeVisible();
      await expect(find.root.getByText('Tables 3 and 4', { exact: true })).toBeVisible();
      await keepScreenshot(find.root, { path: testInfo.outputPath(`booked-six-${name}.png`) });
    });

    test('a time taken meanwhile offers the nearest free times as buttons', async ({
      page,
      newCustomer,
      consoleErrors,
    }, testInfo) => {
      const day = addDaysToIsoDate(await tomorrow(page.request, testInfo.retry), days.taken);
      const customer = await newCustomer(`Late ${name}`);
      await openSignedIn(page, customer);
      const find = findTable(page);
      await chooseDay(page, 8, day);
      await find.time('5:00 PM').click();
      await find.phone.fill(GUEST_PHONE);
      // Meanwhile two parties of eight take table 9 and tables 3 and 4 at 5:00 PM.
      const other = await newCustomer(`Quicker ${name}`);
      for (let n = 0; n < 2; n += 1) {
        await bookPartyByApi(page.request, other, { date: day, time: '5:00 PM', partySize: 8 });
      }
      await find.book.click();
      const refused = find.root.getByRole('alert').filter({ hasText: 'No table is free for your party' });
      await expect(refused).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 409/);
      const nearest = refused.getByRole('list', { name: 'Nearest free times' }).getByRole('button');
      await expect(nearest.first()).toBeVisible();
      expect(await nearest.count()).toBeLessThanOrEqual(3);
      await expectSideBySide(nearest, viewport.width);
      await keepScreenshot(find.root, { path: testInfo.outputPath(`nearest-${name}.png`) });

      const offered = (await nearest.first().textContent())!.trim();
      await nearest.first().click();
      await expect(find.root.getByText(new RegExp(`^8 guests · .* at ${offered}$`))).toBeVisible();
      await expect(refused).toHaveCount(0);
      await expect(find.phone).toHaveValue(GUEST_PHONE);
      await find.book.click();
      await expect(find.root.getByRole('heading', { name: 'Table booked successfully!' })).toBeVisible();
      await expect(find.root.getByText(/^Tables? \d+/)).toBeVisible();
    });

    test('a signed-out guest is sent to log in and comes back to the same choice', async ({
      page,
      newCustomer,
    }, testInfo) => {
      const day = addDaysToIsoDate(await tomorrow(page.request, testInfo.retry), days.signedOut);
      const customer = await newCustomer(`Returning ${name}`);
      await page.goto('/tables');
      const find = findTable(page);
      await chooseDay(page, 4, day);
      await find.time('5:30 PM').click();
      const login = find.root.getByRole('link', { name: 'Log in to Book' });
      await expect(login).toBeVisible();
      await expect(find.phone).toHaveCount(0);
      await keepScreenshot(find.root, { path: testInfo.outputPath(`signed-out-${name}.png`) });
      await login.click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftables%3Fparty%3D4%26date%3D/);

      const form = page.getByRole('form', { name: 'Log in with email' });
      await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
      await form.getByLabel('Password').fill(customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/tables\?party=4&date=/);
      await expect(find.partySize).toHaveValue('4');
      await expect(find.date).toHaveValue(day);
      await expect(find.time('5:30 PM')).toHaveAttribute('aria-pressed', 'true');
      await expect(find.phone).toBeVisible();
      await expect(find.book).toBeVisible();
    });
  });
}
