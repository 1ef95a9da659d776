import { addDaysToIsoDate, zonedToday } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { putToken, type Customer } from '../support/customers';
import { expect } from '../support/fixtures';

/** Helpers of the /tables journeys (not a spec file: Playwright only runs `*.spec.ts`). */

/** Opens `path` signed in as the customer (the token where the app keeps it), and waits for the sign-in check. */
export async function openAs(page: Page, customer: Customer, path = '/tables') {
  await putToken(page, customer);
  await page.goto(path);
  // Signed in: the panel lists the customer's reservations, or invites to book (signed out it offers 'Log in').
  const panelText = /^Choose a time and reserve one of the available tables below\.$|^Table \d+/;
  await expect(yourReservation(page).getByText(panelText).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * Tomorrow's date in the restaurant's time zone; a retried test (which may have left its booking behind) goes a
 * week further per retry, on the same weekday.
 */
export async function tomorrow(request: APIRequestContext, retry = 0): Promise<string> {
  const { data } = (await (await request.get('/api/restaurants/opening-hours')).json()) as {
    data: { timeZone: string };
  };
  return addDaysToIsoDate(zonedToday(new Date(), data.timeZone), 1 + 7 * retry);
}

/** Books through the API (to set a journey up). */
export async function bookByApi(
  request: APIRequestContext,
  customer: Customer,
  tableNumber: number,
  body: { reservedDate: string; reservedTime: string; reservedFor: number; purpose?: string },
) {
  const tables = (await (await request.get('/api/restaurants/tables/unauth')).json()) as {
    data: { tables: { _id: string; tableNumber: number }[] };
  };
  const table = tables.data.tables.find((t) => t.tableNumber === tableNumber)!;
  const response = await request.post('/api/restaurants/table/book', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { tableId: table._id, guests: 2, purpose: 'Family Dinner', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data;
}

export function timeChoice(page: Page) {
  const root = page.getByRole('region', { name: 'When would you like to come?' });
  return { root, date: root.getByLabel('Date'), time: root.getByLabel('Time') };
}

/** Shows the grid for a date and a time such as '6:00 PM'. */
export async function showTablesAt(page: Page, date: string, time: string) {
  const choice = timeChoice(page);
  await choice.date.fill(date);
  await choice.time.selectOption({ label: time });
  await expect(page.getByText(new RegExp(`^Showing .* at ${time}$`))).toBeVisible();
}

export function tableCard(page: Page, tableNumber: number) {
  return page.getByRole('article', { name: `Table ${tableNumber}`, exact: true });
}

export function yourReservation(page: Page) {
  return page.getByRole('region', { name: 'Your Reservation' });
}

/** The phone every booking form asks for (the journeys' customers have none in their profile). */
export const GUEST_PHONE = '(555) 010-2030';

export function reserveDialog(page: Page, tableNumber: number) {
  const root = page.getByRole('dialog', { name: `Reserve Table ${tableNumber}` });
  return {
    root,
    date: root.getByLabel('Date'),
    time: root.getByLabel('Time'),
    duration: root.getByLabel('Duration'),
    guests: root.getByLabel('Guests'),
    purpose: root.getByLabel('Purpose'),
    phone: root.getByLabel('Phone'),
    confirm: root.getByRole('button', { name: /Confirm Reservation|Booking\.\.\./ }),
    cancel: root.getByRole('button', { name: 'Cancel', exact: true }),
    close: root.getByRole('button', { name: 'Close' }),
  };
}
