import path from 'node:path';
import { addDaysToIsoDate, tablesText, weekDayOf, zonedToday, type Order } from '@flame/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openPickupActions, pickupEntry } from '../support/admin';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, pickupTime, setStatus, twoDishes } from '../support/orders';
import { linkIn, waitForMail } from '../support/outbox';
import { keepScreenshot } from '../support/screenshots';

/**
 * What a phone order's customer and the owner see around an order taken by phone: the customer's page through
 * the signed link (no account: the restaurant's phone instead of 'Order again') in every state at 390 px;
 * 'Change order' naming the number to call when the order has no email; the phone order form asking before
 * it drops what was typed. Then the owner's day after a late sitting: the night before's party still at its
 * table, moved to tables pushed together, then on its own night to three tables pushed together; the upcoming
 * reservations name all three (cards at 1024 and 390 px, a table with every column inside its card at 1280), the
 * guest's long email never widens the page, the guest's cancel link names all three tables; the owner cancels
 * the booking on a phone, its toast shows whole, and the guest's email and page name all three. Screenshots go to /work/shots-leftovers/ (or SHOTS_DIR).
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = path.join('test-results', 'screens', 'order-leftovers');
const shot = (page: Page, name: string) =>
  keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
const TABLET = { width: 1024, height: 768 };

/** The page is no wider than the window: it never scrolls sideways as a whole. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(width.page, 'the page scrolls sideways').toBeLessThanOrEqual(width.window);
}

let counter = 0;
const uniqueEmail = () => `leftover-${Date.now().toString(36)}${process.pid}${(counter += 1)}@example.com`;

async function phoneOrder(request: APIRequestContext, email?: string): Promise<Order> {
  const { discounted } = await twoDishes(request);
  const response = await request.post('/api/orders/staff', {
    headers: await ownerHeaders(request),
    data: {
      customer: { name: 'Maya Gurung', phone: '(555) 201-3344', ...(email ? { email } : {}) },
      items: [{ foodId: discounted._id, quantity: 1 }],
      pickupTime: await pickupTime(request),
      overCapacity: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** The customer's own browser (no account) at 390 px on the order page the confirmation email links to. */
async function guestPage(browser: Browser, email: string) {
  const mail = await waitForMail(email, /./);
  const link = /\/order\/[^\s\]>)?]+\?key=[^\s\]>)]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  return { context, page };
}

test('a phone order: the customer’s signed page in every state, the change that is not emailed, and a form not lost', async ({
  page,
  browser,
  request,
  openSection,
}) => {
  const restaurantPhone = (
    (await (await request.get('/api/restaurants')).json()) as { data: { phone: string }[] }
  ).data[0]!.phone;
  const { plain } = await twoDishes(request);

  // The customer follows the order through the signed link: no 'Order again', the restaurant's phone instead.
  const email = uniqueEmail();
  const order = await phoneOrder(request, email);
  const guest = await guestPage(browser, email);
  const call = guest.page.getByRole('main').getByRole('link', { name: restaurantPhone });
  // The customer's own phone is named as theirs, beside the restaurant's.
  const ownPhone = guest.page.getByRole('term').filter({ hasText: /^Your phone$/ });
  await expect(ownPhone.locator('xpath=following-sibling::dd[1]')).toHaveText('(555) 201-3344');
  const states: [string, () => Promise<void>, RegExp][] = [
    ['pending', async () => {}, /To change or cancel this order, call/],
    ['confirmed', () => setStatus(request, order._id, 'confirmed'), /To change or cancel this order, call/],
    [
      'changed',
      async () => {
        const changed = await request.put(`/api/orders/${order._id}/lines`, {
          headers: await ownerHeaders(request),
          data: {
            version: order.version,
            items: [
              { foodId: order.items[0]!.food._id, quantity: 1 },
              { foodId: plain._id, quantity: 1 },
            ],
          },
        });
        expect(changed.status(), await changed.text()).toBe(200);
        await expect(guest.page.getByText(`+1 ${plain.name}`)).toBeVisible();
      },
      /To change or cancel this order, call/,
    ],
    [
      'ready',
      async () => {
        await setStatus(request, order._id, 'preparing');
        await setStatus(request, order._id, 'ready');
      },
      /Questions about this order\? Call/,
    ],
  ];
  for (const [state, reach, wording] of states) {
    await reach();
    if (state !== 'pending' && state !== 'changed') {
      await expect(guest.page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
        new RegExp(state, 'i'),
      );
    }
    await expect(guest.page.getByText(wording)).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:/);
    await expect(guest.page.getByRole('button', { name: 'Order again' })).toHaveCount(0);
    await expect(guest.page.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
    const box = (await call.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(guest.page, `guest-390-${state}`);
  }
  await guest.page.setViewportSize(VIEWPORTS.desktop);
  await shot(guest.page, 'guest-1280-ready');
  await guest.context.close();

  const cancelledEmail = uniqueEmail();
  const toCancel = await phoneOrder(request, cancelledEmail);
  const cancelledGuest = await guestPage(browser, cancelledEmail);
  await setStatus(request, toCancel._id, 'cancelled');
  await expect(cancelledGuest.page.getByText('No pickup (cancelled)')).toBeVisible();
  await expect(cancelledGuest.page.getByText(/Questions about this order\? Call/)).toBeVisible();
  await expect(cancelledGuest.page.getByRole('button', { name: 'Order again' })).toHaveCount(0);
  await shot(cancelledGuest.page, 'guest-390-cancelled');
  await cancelledGuest.context.close();

  // A phone order without an email: 'Change order' says no email goes and names the number to call.
  const silent = await phoneOrder(request);
  await page.setViewportSize(TABLET);
  await openSection('pickups');
  await expect(pickupEntry(page, silent.orderNumber)).toBeVisible();
  const entry = await openPickupActions(page, silent.orderNumber);
  await entry.getByRole('button', { name: `Change order ${silent.orderNumber}` }).click();
  const change = page.getByRole('dialog', { name: `Change order ${silent.orderNumber}` });
  await change.getByRole('button', { name: `One more ${silent.items[0]!.food.name}` }).click();
  await change.getByRole('button', { name: 'Review change' }).click();
  await expect(change.getByText('No email on this order: call the customer at')).toBeVisible();
  await expect(change.getByRole('link', { name: '(555) 201-3344' })).toHaveAttribute(
    'href',
    'tel:+15552013344',
  );
  await keepScreenshot(page, { path: `${SHOTS}/change-no-email-1024.png` });
  await change.getByRole('button', { name: 'Back to changes' }).click();
  await change.getByRole('button', { name: 'Keep order as it is' }).click();
  await expect(change).toBeHidden();

  // The phone order form asks before it drops what was typed: Escape, then the close icon.
  await page.getByRole('button', { name: 'Phone order' }).click();
  const form = page.getByRole('dialog', { name: 'Take a phone order' });
  await form.getByRole('searchbox', { name: 'Search the menu' }).fill(plain.name.slice(0, 6));
  await form.getByRole('button', { name: `Add ${plain.name}`, exact: true }).click();
  await form.getByLabel('Name').fill('Ram Thapa');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard this phone order?' });
  await expect(ask).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/discard-ask-1024.png` });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ram Thapa');
  await expect(form.getByRole('list', { name: 'Order lines' })).toContainText(plain.name);

  await page.setViewportSize(VIEWPORTS.phone);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(ask).toBeVisible();
  await keepScreenshot(page, { path: `${SHOTS}/discard-ask-390.png` });
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
  // A form nothing was typed into closes at once.
  await page.getByRole('button', { name: 'Phone order' }).click();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();
});

/** A Friday 16 or more days ahead (a week further per retry), inside the booking window. */
async function lateFriday(request: APIRequestContext, retry: number) {
  const { data } = (await (await request.get('/api/restaurants/opening-hours')).json()) as {
    data: { timeZone: string };
  };
  let date = addDaysToIsoDate(zonedToday(new Date(), data.timeZone), 16 + 7 * retry);
  while (weekDayOf(date) !== 'Friday') date = addDaysToIsoDate(date, 1);
  return date;
}

test('the owner’s day after a late sitting: the party still at its table, moved to tables pushed together, then to three, listed and cancelled', async ({
  page,
  browser,
  request,
  newCustomer,
  openSection,
}, testInfo) => {
  const friday = await lateFriday(request, testInfo.retry);
  const saturday = addDaysToIsoDate(friday, 1);
  const headers = await ownerHeaders(request);
  const special = await request.post('/api/restaurants/special-days', {
    headers,
    data: { date: friday, isClosed: false, open: '5:00 PM', close: '1:00 AM', note: 'Late night' },
  });
  expect(special.status(), await special.text()).toBe(201);
  const specialId = ((await special.json()) as { data: { _id: string } }).data._id;
  try {
    // A long address, as some guests have: the page still never scrolls sideways.
    const guest = await newCustomer('Nora Late', {
      emailPrefix: 'nora.latenight-celebrations-with-the-whole-family',
    });
    const booked = await request.post('/api/reservations', {
      headers: guest.headers,
      data: { date: friday, time: '10:30 PM', partySize: 4, phone: '(312) 555-0199' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const tables = ((await booked.json()) as { data: { tables: number[] } }).data.tables;

    await page.setViewportSize(TABLET);
    await openSection('reservations');
    await page.getByLabel('Day', { exact: true }).fill(saturday);
    const late = page.getByRole('region', { name: 'From the night before' });
    await expect(late.getByRole('button', { name: /^Nora Late, party of 4, 10:30 PM/ })).toBeVisible();
    await expect(late).toContainText(`${tablesText(tables)} · until 12:15 AM`);
    // The party arrived the night before: not one of Saturday's covers.
    await expect(page.getByRole('region', { name: 'Covers per quarter hour' })).not.toContainText('12:00 AM');
    await keepScreenshot(page, { path: `${SHOTS}/day-night-before-1024.png` });

    await late.getByRole('button', { name: /^Nora Late/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nora Late at 10:30 PM' });
    await dialog.getByRole('button', { name: 'Move to table…' }).click();
    const group = dialog.getByRole('group', { name: 'Or push tables together' });
    // 1 and 2 join, 4 does not join them: the move waits and says why.
    await group.getByRole('checkbox', { name: 'Table 1 · 2 seats' }).check();
    await expect(group).toContainText('These seat 2; the party is 4.');
    await group.getByRole('checkbox', { name: 'Table 4 · 4 seats' }).check();
    await expect(group).toContainText('Tables 1 and 4 cannot be pushed together.');
    await expect(group.getByRole('button', { name: 'Move to the chosen tables' })).toBeDisabled();
    await group.getByRole('checkbox', { name: 'Table 4 · 4 seats' }).uncheck();
    await group.getByRole('checkbox', { name: 'Table 2 · 2 seats' }).check();
    await expect(group).toContainText('Together they seat 4.');
    await dialog.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${SHOTS}/day-move-group-1024.png` });
    await group.getByRole('button', { name: 'Move to Tables 1 and 2' }).click();
    await expect(page.getByText('Booking moved to Tables 1 and 2')).toBeVisible();
    await expect(late).toContainText('Tables 1 and 2 · until 12:15 AM');

    await page.setViewportSize(VIEWPORTS.phone);
    await expect(late).toBeVisible();
    await shot(page, 'day-night-before-390');

    // Friday's own day draws the party's bar on both tables; the host pushes three tables together (3, 4 and 10
    // all join one another on the demo floor) and the bar moves to each of them.
    await page.setViewportSize(TABLET);
    await page.getByLabel('Day', { exact: true }).fill(friday);
    const timeline = page.getByRole('region', { name: 'Bookings by table and time' });
    const barOn = (table: number) =>
      timeline
        .getByRole('group', { name: `Table ${table}`, exact: true })
        .getByRole('button', { name: /^Nora Late, party of 4, 10:30 PM/ });
    await expect(barOn(1)).toBeVisible();
    await expect(barOn(2)).toBeVisible();
    await barOn(1).click();
    await dialog.getByRole('button', { name: 'Move to table…' }).click();
    for (const table of [3, 4, 10]) {
      await group.getByRole('checkbox', { name: `Table ${table} · 4 seats` }).check();
    }
    await expect(group).toContainText('Together they seat 12.');
    await group.getByRole('button', { name: 'Move to Tables 3, 4 and 10' }).click();
    await expect(page.getByText('Booking moved to Tables 3, 4 and 10')).toBeVisible();
    for (const table of [3, 4, 10]) await expect(barOn(table)).toBeVisible();
    for (const table of [1, 2]) await expect(barOn(table)).toHaveCount(0);
    // One stay: the three bars start and end at the same place.
    const boxes = await Promise.all([3, 4, 10].map(async (table) => (await barOn(table).boundingBox())!));
    for (const box of boxes.slice(1)) {
      expect(Math.abs(box.x - boxes[0]!.x)).toBeLessThan(1);
      expect(Math.abs(box.width - boxes[0]!.width)).toBeLessThan(1);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot(page, 'day-three-tables-1024');
    // A phone lists each table's bookings: the party under tables 3, 4 and 10.
    await page.setViewportSize(VIEWPORTS.phone);
    for (const table of [3, 4, 10]) {
      await expect(
        page
          .getByRole('group', { name: `Table ${table}`, exact: true })
          .getByRole('button', { name: /^Nora Late, party of 4, 10:30 PM/ }),
      ).toBeVisible();
    }
    await shot(page, 'day-three-tables-390');

    // The upcoming reservations below the day name every table of the combination. On the kitchen's tablet they
    // are cards, and the guest's long address widens the page neither there nor on a phone.
    await page.setViewportSize(TABLET);
    const upcomingCard = page
      .getByRole('list', { name: 'Upcoming reservations' })
      .getByRole('listitem')
      .filter({ hasText: guest.email });
    await upcomingCard.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await expect(upcomingCard).toContainText('Tables 3, 4 and 10');
    await expect(page.getByRole('table', { name: 'Upcoming reservations' })).toBeHidden();
    await keepScreenshot(page, { path: `${SHOTS}/upcoming-long-email-1024.png` });
    // From 1280 px a table, every column of it (Cancel too) inside its card: nothing to scroll sideways.
    await page.setViewportSize(VIEWPORTS.desktop);
    const upcomingTable = page.getByRole('region', { name: 'Upcoming reservations, scrollable' });
    const upcomingRow = upcomingTable.getByRole('row').filter({ hasText: guest.email });
    await upcomingRow.scrollIntoViewIfNeeded();
    await expect(upcomingRow).toContainText('Tables 3, 4 and 10');
    // Cut short there, the whole address still shows on hover and is read aloud.
    await expect(upcomingRow.getByRole('link', { name: guest.email })).toHaveAttribute('title', guest.email);
    const cancelBox = (await upcomingRow
      .getByRole('button', { name: /^Cancel the reservation/ })
      .boundingBox())!;
    const tableBox = (await upcomingTable.boundingBox())!;
    expect(cancelBox.x + cancelBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
    expect(await upcomingTable.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, { path: `${SHOTS}/upcoming-long-email-1280.png` });

    // The guest's cancel link, from the booking email, names every table the party now holds (a phone).
    const booking = await waitForMail(guest.email, / reserved: /);
    const cancelLink = linkIn(booking, `${process.env.E2E_BASE_URL}/reservations/cancel?token=`);
    const guestContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: VIEWPORTS.phone,
    });
    const linkPage = await guestContext.newPage();
    await linkPage.goto(cancelLink);
    const details = linkPage.getByRole('definition');
    await expect(details.filter({ hasText: 'Tables 3, 4 and 10' })).toBeVisible();
    await expect(linkPage.getByRole('term').filter({ hasText: /^Tables$/ })).toBeVisible();
    await expectNoSidewaysScroll(linkPage);
    await shot(linkPage, 'cancel-link-three-tables-390');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(upcomingCard).toContainText('Tables 3, 4 and 10');
    await expect(upcomingCard.getByRole('link', { name: guest.email })).toBeVisible();
    await upcomingCard.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await shot(page, 'upcoming-long-email-390');

    // Cancelled there, on the phone: the toast shows whole, inside the screen.
    await upcomingCard
      .getByRole('button', { name: 'Cancel the reservation of Nora Late at Tables 3, 4 and 10' })
      .click();
    await page
      .getByRole('dialog', { name: 'Cancel this reservation?' })
      .getByRole('button', { name: 'Yes, Cancel It' })
      .click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Reservation cancelled!' });
    await expect(toast).toBeVisible();
    // Once it has slid in: inside the screen's edges, and on top of the header at its middle.
    await expect
      .poll(() =>
        toast.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return {
            inside: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0,
            onTop: element.contains(hit),
          };
        }),
      )
      .toEqual({ inside: true, onTop: true });
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, { path: `${SHOTS}/upcoming-cancelled-toast-390.png` });
    await expect(upcomingCard).toHaveCount(0);

    // The guest is told by email, naming every table, and the link's page says it is cancelled.
    const told = await waitForMail(guest.email, /^Reservation cancelled: /);
    expect(told.subject).toMatch(/^Reservation cancelled: Tables 3, 4 and 10, \w+day, /);
    await linkPage.reload();
    await expect(linkPage.getByRole('status').filter({ hasText: 'Already cancelled' })).toBeVisible();
    await expect(details.filter({ hasText: 'Tables 3, 4 and 10' })).toBeVisible();
    await guestContext.close();
  } finally {
    await request.delete(`/api/restaurants/special-days/${specialId}`, { headers });
  }
});
