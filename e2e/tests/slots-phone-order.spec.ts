import path from 'node:path';
import { pickupSlots, type PickupRow, type Restaurant } from '@flame/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pickupEntry, setPickupSlotCapacity } from '../support/admin';
import { allowConsoleErrors, expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder, restaurantClock } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';
import { box, type Box } from '../support/boxes';

/**
 * The owner takes an order by phone on the Pickups board: at 1024×768 (a tablet) the whole form, its refusals
 * and the order on the board as a phone order; at 390 px the same with a slot that is full, its warning and
 * 'Take it anyway'.
 *
 * The full slot is made by setting 'Orders per pickup slot' to 1 for a moment, which would refuse the orders of
 * any journey running beside it: so this file runs with the one-at-a-time journeys (`slots-*`).
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = path.join('test-results', 'screens', 'phone-order');
const TABLET = { width: 1024, height: 768 };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Both buttons whole on the screen, neither over the other. */
async function expectSideBySide(page: Page, first: Locator, second: Locator) {
  const [a, b] = [await box(first), await box(second)];
  const width = page.viewportSize()!.width;
  for (const each of [a, b]) {
    expect(each.x).toBeGreaterThanOrEqual(0);
    expect(each.x + each.width).toBeLessThanOrEqual(width);
    expect(each.height).toBeGreaterThanOrEqual(40);
  }
  expect(overlap(a, b), 'the buttons overlap').toBe(false);
}

/** The board's row of the order with this number, read from the API (for its short id). */
async function boardRow(request: APIRequestContext, orderNumber: number): Promise<PickupRow> {
  const response = await request.get('/api/orders/pickups', { headers: await ownerHeaders(request) });
  const row = ((await response.json()) as { data: PickupRow[] }).data.find(
    (r) => r.orderNumber === orderNumber,
  );
  expect(row, `order ${orderNumber} on the board`).toBeDefined();
  return row!;
}

/** Searches the menu, adds Butter Chicken, Hot with Extra naan, two of them. */
async function addButterChicken(dialog: Locator) {
  const search = dialog.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('zzz pizza');
  await expect(dialog.getByText('No dish matches “zzz pizza”.')).toBeVisible();
  await search.fill('butter ch');
  await dialog.getByRole('button', { name: 'Add Butter Chicken', exact: true }).click();
  const line = dialog
    .getByRole('list', { name: 'Order lines' })
    .getByRole('listitem', { name: 'Butter Chicken', exact: true });
  await expect(line.getByText('Choose a spice level', { exact: false })).toBeVisible();
  await line.getByRole('radio', { name: 'Hot', exact: true }).check();
  await line.getByRole('checkbox', { name: /Extra naan/ }).check();
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByRole('group', { name: 'Quantity' })).toContainText('2');
  return line;
}

/** The dialog's total, '$42.61' read as 42.61. */
async function shownTotal(dialog: Locator): Promise<number> {
  return Number((await dialog.getByTestId('phone-order-total').innerText()).replace(/[^0-9.]/g, ''));
}

async function openPhoneOrder(page: Page, openSection: (s: 'pickups') => Promise<Locator>) {
  const main = await openSection('pickups');
  await main.getByRole('button', { name: 'Phone order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a phone order' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a phone order at 1024×768', () => {
  test.use({ viewport: TABLET });

  test('the owner searches, picks options, a time, name and phone; the order is on the board as a phone order', async ({
    page,
    openSection,
  }) => {
    const dialog = await openPhoneOrder(page, openSection);
    await addButterChicken(dialog);
    const total = await shownTotal(dialog);
    expect(total).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: /^Place order - \$/ })).toContainText(
      `$${total.toFixed(2)}`,
    );

    // A time at least an hour from now (no lead time is kept for the owner: the first times are minutes away).
    const time = dialog.getByLabel('Pickup time');
    const values = await time
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    // The first time is the next quarter hour while open, earlier than any time checkout offers a customer.
    const clock = await restaurantClock(page.request);
    const customerFirst = pickupSlots(new Date(), clock.openingHours, clock.timeZone)[0]!.slots[0]!.value;
    expect(Date.parse(values[0]!)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(values[0]!)).toBeLessThanOrEqual(Date.parse(customerFirst));
    const chosen = values.find((value) => Date.parse(value) > Date.now() + 60 * 60_000)!;
    await time.selectOption(chosen);

    // Refusals under their fields, and nothing typed is lost.
    await dialog.getByLabel('Phone').fill('12');
    await dialog.getByRole('button', { name: /^Place order/ }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(time).toHaveValue(chosen);
    expect(await shownTotal(dialog)).toBe(total);

    await dialog.getByLabel('Name').fill('Maya Phone Caller');
    await dialog.getByLabel('Phone').fill('(555) 201-3344');
    await dialog.getByLabel('Note').fill('Calls when outside');
    await keepScreenshot(page, { path: `${SHOTS}/tablet-form.png` });
    await dialog.getByRole('button', { name: /^Place order/ }).click();

    // The toast names the order's number (read at once: a toast leaves after a few seconds).
    const toast = page.getByText(/^Order \d+ placed by phone for Maya Phone Caller$/);
    const orderNumber = Number(/\d+/.exec(await toast.innerText())![0]);
    await expect(dialog).toBeHidden();
    const row = await boardRow(page.request, orderNumber);
    expect(row).toMatchObject({
      source: 'staff',
      customerName: 'Maya Phone Caller',
      total,
      pickupTime: chosen,
    });
    const entry = pickupEntry(page, orderNumber);
    await expect(entry).toContainText(`code #${row.shortId}`);
    await expect(entry).toContainText('Phone order');
    await expect(entry).toContainText('Maya Phone Caller');
    await keepScreenshot(page, { path: `${SHOTS}/tablet-board.png` });
  });
});

test.describe('a phone order at 390 px', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a full slot warns, keeps the form, and "Take it anyway" places the order', async ({
    page,
    openSection,
    newCustomer,
    consoleErrors,
  }) => {
    // The last time of the ordering window, which no other journey takes, holds one customer's order.
    const clock = await restaurantClock(page.request);
    const restaurant = ((await (await page.request.get('/api/restaurants')).json()) as { data: Restaurant[] })
      .data[0]!;
    const full = pickupSlots(new Date(), clock.openingHours, clock.timeZone, {
      leadMinutes: restaurant.pickupLeadMinutes,
      windowDays: restaurant.pickupWindowDays,
      specialDays: [],
    })
      .at(-1)!
      .slots.at(-1)!.value;
    await placeOrder(page.request, await newCustomer('Fay Fullslot'), { at: full });
    const before = restaurant.pickupSlotCapacity;

    const dialog = await openPhoneOrder(page, openSection);
    await addButterChicken(dialog);
    const total = await shownTotal(dialog);
    await dialog.getByLabel('Pickup time').selectOption(full);
    await dialog.getByLabel('Name').fill('Ram Thapa');
    await dialog.getByLabel('Phone').fill('(555) 201-0000');
    await dialog.getByLabel('Email').fill('ram.thapa@example.com');
    await keepScreenshot(page, { path: `${SHOTS}/phone-form.png`, fullPage: true });
    await expectSideBySide(
      page,
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: /^Place order/ }),
    );

    // The slot holds its limit only while the order is sent.
    await setPickupSlotCapacity(page.request, 1);
    try {
      await dialog.getByRole('button', { name: /^Place order/ }).click();
      await expect(dialog.getByText('That pickup time is full')).toBeVisible();
    } finally {
      await setPickupSlotCapacity(page.request, before);
    }
    const warning = dialog.getByRole('alert').filter({ hasText: 'That pickup time is full' });
    await expect(warning).toContainText('and the limit is 1');
    await expect(warning).toBeFocused();
    const anyway = warning.getByRole('button', { name: 'Take it anyway' });
    await expectSideBySide(page, anyway, warning.getByRole('button', { name: 'Choose another time' }));
    // Everything typed is kept.
    await expect(dialog.getByLabel('Name')).toHaveValue('Ram Thapa');
    await expect(dialog.getByLabel('Pickup time')).toHaveValue(full);
    expect(await shownTotal(dialog)).toBe(total);
    await keepScreenshot(page, { path: `${SHOTS}/phone-full-slot.png` });

    await anyway.click();
    // The toast names the order's number (read at once: a toast leaves after a few seconds).
    const toast = page.getByText(/^Order \d+ placed by phone for Ram Thapa$/);
    const orderNumber = Number(/\d+/.exec(await toast.innerText())![0]);
    await expect(dialog).toBeHidden();
    const row = await boardRow(page.request, orderNumber);
    expect(row).toMatchObject({ source: 'staff', pickupTime: full, total });
    const entry = pickupEntry(page, orderNumber);
    await expect(entry).toContainText('Phone order');
    await entry.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${SHOTS}/phone-board.png` });
    // The browser logs the refused order (409) that brought the warning: expected.
    allowConsoleErrors(consoleErrors, /status of 409/);
  });
});
