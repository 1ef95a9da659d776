import { formatInZone } from '@flame/shared';
import type { Page } from '@playwright/test';
import { dashboardMenu as sideMenu } from '../support/admin';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';
import { placeOrder } from '../support/orders';
import { linkIn, waitForMail } from '../support/outbox';
import { bookByApi, tomorrow } from './tables-kit';
import { keepScreenshot } from '../support/screenshots';

/** The owner's operations: the live pickups board, tables and reservations, the inbox. */

/**
 * Every toast on the page has finished sliding and fading in (its animations and transitions are done). Read in
 * the page at once, so a toast that leaves meanwhile is simply no longer there to wait for.
 */
async function toastsIn(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAttribute('data-mounted') === 'true',
    ),
  );
  // Their entrance animations end (an endless one, like a spinner's, never does; a cancelled one rejects).
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll('[data-sonner-toast]'))
        .flatMap((toast) => toast.getAnimations({ subtree: true }))
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe at phone and desktop widths, ending at the desktop width. */
async function checkBothWidths(page: Page) {
  // A toast fading out blends into the page and misleads axe's contrast check: check toasts once they are in,
  // then let them go before checking the page at both widths.
  const toasts = page.locator('[data-sonner-toast]');
  if ((await toasts.count()) > 0) {
    await toastsIn(page);
    await expectNoSeriousAxeViolations(page);
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  }
  await page.setViewportSize(VIEWPORTS.phone);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoSeriousAxeViolations(page);
}

test.describe('Pickups', () => {
  test('a new order appears live with a badge and moves through to completed', async ({
    openSection,
    page,
    newCustomer,
  }) => {
    // Axe at two widths per state, on a board the other owner journeys keep filling: one scan at 390 px took
    // 40 s on the 2-core machine.
    test.setTimeout(300_000);
    await openSection('pickups');
    await expect(page.getByRole('heading', { level: 1, name: 'Pickups' })).toBeVisible();
    await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 15_000 });

    const customer = await newCustomer('Priya Board');
    const order = await placeOrder(page.request, customer);
    const shortId = order._id.slice(-8).toUpperCase();
    const row = page.getByRole('row').filter({ hasText: `#${shortId}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Priya Board');
    await expect(row).toContainText('Pending');
    // Seen as it arrives, on the board in view: no badge (orders placed elsewhere in the dashboard get one).
    await expect(sideMenu(page).getByRole('link', { name: 'Pickups', exact: true })).toBeVisible();
    await checkBothWidths(page);

    const select = row.getByRole('combobox', { name: `Status of order ${order.orderNumber}` });
    // Only the statuses the order may move to are offered.
    await expect(select.getByRole('option')).toHaveText([
      'Pending',
      'Mark Confirmed',
      'Mark Preparing',
      'Mark Ready',
      'Mark Completed',
      'Cancel order',
    ]);
    for (const [choice, badge] of [
      ['Mark Confirmed', 'Confirmed'],
      ['Mark Ready', 'Ready'],
    ] as const) {
      await select.selectOption({ label: choice });
      await expect(row).toContainText(badge);
      await expect(page.getByText('Pickup status updated!').first()).toBeVisible();
    }
    // Nothing leaves completed: the board asks first, naming the order and the customer.
    await select.selectOption({ label: 'Mark Completed' });
    const ask = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} completed?` });
    await expect(ask).toContainText(`Order ${order.orderNumber} (code #${shortId}) for Priya Board.`);
    await ask.getByRole('button', { name: 'Not Yet' }).click();
    await expect(ask).toBeHidden();
    await expect(row).toContainText('Ready');
    await expect(select).toHaveValue('ready');
    await select.selectOption({ label: 'Mark Completed' });
    await ask.getByRole('button', { name: 'Yes, Mark Completed' }).click();
    await expect(ask).toBeHidden();
    const closed = page.getByRole('region', { name: /^Closed in the last 24 hours \d+$/ });
    const done = closed.getByRole('row').filter({ hasText: `#${shortId}` });
    await expect(done).toContainText('Completed');
    await expect(done.getByRole('combobox')).toBeDisabled();
    const saved = (await (
      await page.request.get(`/api/orders/${order._id}`, { headers: customer.headers })
    ).json()) as {
      data: { status: string };
    };
    expect(saved.data.status).toBe('completed');

    // Opening Pickups again clears the badge.
    await sideMenu(page)
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await sideMenu(page)
      .getByRole('link', { name: /^Pickups/ })
      .click();
    await expect(sideMenu(page).getByRole('link', { name: 'Pickups', exact: true })).toBeVisible();
    await checkBothWidths(page);
  });

  test("shows 'No active pickups' when there are none, and 'Try Again' when loading fails", async ({
    openSection,
    page,
    consoleErrors,
  }) => {
    test.slow(); // axe at two widths per state, and the failed load's retries before 'Try Again'
    let fail = false;
    await page.route('**/api/orders/pickups', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } })
        : route.fulfill({ status: 200, json: { success: true, data: [] } }),
    );
    await openSection('pickups');
    await expect(page.getByText('No active pickups')).toBeVisible();
    await checkBothWidths(page);

    fail = true;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible({ timeout: 15_000 });
    await checkBothWidths(page);
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
});

test.describe('Tables and reservations', () => {
  test('add a table, see its booking on the card and in Reservations, cancel it, delete the table', async ({
    openSection,
    page,
    newCustomer,
  }, testInfo) => {
    // Axe at two widths per state, and the guest's two emails waited for: over 135 s on a busy 2-core machine.
    test.setTimeout(300_000);
    const tableNumber = 1000 + (Date.now() % 90_000);
    const description = `Operations test table ${tableNumber}`;
    await openSection('tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
    await checkBothWidths(page);

    await page.getByRole('button', { name: 'Add Table' }).click();
    const form = page.getByRole('dialog', { name: 'Add Table' });
    await form.getByLabel('Table Number').fill(String(tableNumber));
    await form.getByLabel('Seats').fill('25');
    await form.getByRole('button', { name: 'Create Table' }).click();
    await expect(form.getByText('Seats must be a whole number from 1 to 20')).toBeVisible();
    await form.getByLabel('Seats').fill('4');
    await form.getByLabel('Description').fill(description);
    await checkBothWidths(page);
    await form.getByRole('button', { name: 'Create Table' }).click();
    await expect(page.getByText('Table created!')).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search tables' }).fill(String(tableNumber));
    const card = page.getByRole('article', { name: `Table ${tableNumber}`, exact: true });
    await expect(card).toContainText(description);
    await expect(card).toContainText('4 seats');

    const guest = await newCustomer('Ravi Booker');
    await bookByApi(page.request, guest, tableNumber, {
      reservedDate: await tomorrow(page.request),
      reservedTime: '6:00 PM',
      reservedFor: 1,
    });
    // The booking arrives through the live stream, no reload.
    await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
    await expect(card).toContainText('Reserved by Ravi Booker');
    await expect(card).toContainText('at 6:00 PM');
    await expect(card.getByRole('button', { name: `Delete Table ${tableNumber}` })).toBeDisabled();
    // Checked once 'Table created!' has gone: a toast fading out is measured at part of its contrast.
    await expect(page.getByText('Table created!')).toBeHidden();
    await checkBothWidths(page);

    await sideMenu(page).getByRole('link', { name: 'Reservations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `Table ${tableNumber}` });
    await expect(row).toContainText('Ravi Booker');
    await expect(row).toContainText(guest.email);
    await expect(row).toContainText('1 hr');
    await expect(row).toContainText('Family Dinner');
    await expect(page.getByText('Total reservations')).toBeVisible();
    await checkBothWidths(page);

    await page.setViewportSize(VIEWPORTS.phone);
    const item = page.getByRole('listitem').filter({ hasText: `Table ${tableNumber}` });
    await expect(item).toContainText('Ravi Booker');
    await page.setViewportSize(VIEWPORTS.desktop);

    await row.getByRole('button', { name: /^Cancel the reservation of Ravi Booker/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    // The customer's unambiguous pair: neither answer reads as the other.
    await expect(confirm.getByRole('button')).toHaveText(['', 'Keep Reservation', 'Yes, Cancel It']);
    await expect(confirm.getByRole('button', { name: 'Close' })).toBeVisible();
    await checkBothWidths(page);
    await confirm.getByRole('button', { name: 'Keep Reservation' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Ravi Booker');
    await row.getByRole('button', { name: /^Cancel the reservation of Ravi Booker/ }).click();
    // A reason, which the guest reads in the cancellation email and on the booking's page.
    const reason = 'A private event has booked the restaurant that evening.';
    await confirm.getByRole('textbox', { name: 'Reason for the guest' }).fill(reason);
    await keepScreenshot(page, { path: testInfo.outputPath('reservation-cancel-reason-1280.png') });
    await confirm.getByRole('button', { name: 'Yes, Cancel It' }).click();
    await expect(page.getByText('Reservation cancelled!')).toBeVisible();
    await expect(row).toBeHidden();
    const told = await waitForMail(guest.email, /^Reservation cancelled: /);
    expect(told.text).toContain(`Reason: ${reason}`);
    const booked = await waitForMail(guest.email, new RegExp(`^Table ${tableNumber} reserved`));
    const guestPage = await page.context().newPage();
    await guestPage.setViewportSize(VIEWPORTS.phone);
    await openPage(guestPage, linkIn(booked, `${new URL(page.url()).origin}/reservations/cancel?token=`));
    await expect(guestPage.getByRole('status').filter({ hasText: 'Already cancelled' })).toContainText(
      `Reason from the restaurant: ${reason}`,
    );
    await keepScreenshot(guestPage, { path: testInfo.outputPath('reservation-cancel-reason-guest-390.png') });
    await guestPage.close();

    await sideMenu(page).getByRole('link', { name: 'Tables' }).click();
    await page.getByRole('searchbox', { name: 'Search tables' }).fill(String(tableNumber));
    await expect(card.getByText('Reserved', { exact: true })).toBeHidden();
    await card.getByRole('button', { name: `Delete Table ${tableNumber}` }).click();
    await page
      .getByRole('dialog', { name: `Delete Table ${tableNumber}?` })
      .getByRole('button', { name: 'Delete Table' })
      .click();
    await expect(page.getByText('Table deleted!')).toBeVisible();
    await expect(page.getByText('No tables found')).toBeVisible();
    await checkBothWidths(page);
  });

  test("shows 'No active reservations' when there are none", async ({ openSection, page }) => {
    await page.route('**/api/restaurants/reservations/all', (route) =>
      route.fulfill({ status: 200, json: { success: true, data: [] } }),
    );
    await openSection('reservations');
    await expect(page.getByText('No active reservations')).toBeVisible();
    await checkBothWidths(page);
  });
});

test.describe('Inbox', () => {
  // The owner's device in another zone than the restaurant's: times still read on the restaurant's clock.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a contact message arrives live with a badge and can be marked handled', async ({
    openSection,
    page,
  }) => {
    test.slow(); // axe at two widths per state
    await openSection('inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 15_000 });

    const text = `Do you host private dinners? (${Date.now()})`;
    const sent = await page.request.post('/api/restaurants/contact', {
      data: { name: 'Nora Inbox', email: 'nora@example.test', subject: 'general', message: text },
    });
    expect(sent.status()).toBe(201);
    const message = page.getByRole('article').filter({ hasText: text });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Nora Inbox');
    await expect(message.getByText('New', { exact: true })).toBeVisible();
    const restaurants = (await (await page.request.get('/api/restaurants')).json()) as {
      data: { timeZone: string }[];
    };
    const sentAt = message.locator('time');
    const iso = (await sentAt.getAttribute('datetime'))!;
    await expect(sentAt).toHaveText(formatInZone(iso, restaurants.data[0]!.timeZone, 'MMM d, yyyy, h:mm a'));
    await expect(sideMenu(page).getByRole('link', { name: /^Inbox \d+ new$/ })).toBeVisible();
    await checkBothWidths(page);

    await message.getByRole('button', { name: /^Mark handled/ }).click();
    await expect(page.getByText('Message marked as handled')).toBeVisible();
    await expect(message.getByText('Handled', { exact: true })).toBeVisible();
    await checkBothWidths(page);
  });

  test("shows 'No messages yet' when empty, and 'Try Again' when loading fails", async ({
    openSection,
    page,
    consoleErrors,
  }) => {
    test.slow(); // axe at two widths per state, and the failed load's retries before 'Try Again'
    let fail = false;
    await page.route('**/api/admin/inbox', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } })
        : route.fulfill({ status: 200, json: { success: true, data: { items: [], newCount: 0 } } }),
    );
    await openSection('inbox');
    await expect(page.getByText('No messages yet')).toBeVisible();
    await checkBothWidths(page);

    fail = true;
    await page.reload();
    await expect(page.getByText('Failed to load messages')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await checkBothWidths(page);
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
});

test("Tables: a failed load says so with 'Try Again'", async ({ openSection, page, consoleErrors }) => {
  await page.route('**/api/restaurants/tables', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
  );
  await openSection('tables');
  await expect(page.getByText('Failed to load tables')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // Without the tables, no table number can be suggested: 'Add Table' waits for them.
  await expect(page.getByRole('button', { name: 'Add Table' })).toHaveCount(0);
  await checkBothWidths(page);
  allowConsoleErrors(consoleErrors, /status of 500/);
});
