import { AUTOMATIC_PAUSE_TEXTS, NOT_CONFIRMED_YET, type PickupRow, type Restaurant } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { dashboardMenu, dashboardPath, ownedRestaurantId, pickupEntry } from '../support/admin';
import { restoreEscalationOff } from '../support/escalation';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder, restaurantClock } from '../support/orders';
import { otherBrowser } from '../support/sessions';
import { keepScreenshot } from '../support/screenshots';

test.describe.configure({ timeout: 240_000 });
test.use({ trace: 'off' });

const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 800 };

/** The restaurant's wall clock now: its date and whether it is before noon. */
function restaurantNow(timeZone: string): { date: string; morning: boolean } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, morning: Number(part('hour')) < 12 };
}

/**
 * The escalation clocks run only during opening hours, and this journey runs whenever the suite does: today
 * becomes a special day open through the next twelve hours at least (until 11:30 PM, or, after noon, past
 * midnight until 11:30 AM). Answers its id, removed at the end.
 */
async function openAroundTheClock(request: APIRequestContext, headers: Record<string, string>) {
  const { timeZone } = await restaurantClock(request);
  const { date, morning } = restaurantNow(timeZone);
  const added = await request.post('/api/restaurants/special-days', {
    headers,
    data: {
      date,
      isClosed: false,
      open: morning ? '12:00 AM' : '12:00 PM',
      close: morning ? '11:30 PM' : '11:30 AM',
      note: 'Escalation journey',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { data: { _id: string } }).data._id;
}

/** Accepts every order still pending, so only this journey's orders chime. */
async function acceptEveryPendingOrder(request: APIRequestContext, headers: Record<string, string>) {
  const board = (await (await request.get('/api/orders/pickups', { headers })).json()) as {
    data: PickupRow[];
  };
  for (const row of board.data.filter((r) => r.status === 'pending')) {
    const accepted = await request.patch(`/api/orders/${row._id}/status`, {
      headers,
      data: { status: 'confirmed' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
}

const indicator = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /to accept: the chime repeats/ });

async function chimeCount(page: Page): Promise<number> {
  return Number(await indicator(page).getAttribute('data-chimes'));
}

test('an order nobody accepts: the chime repeats, the customer is told, ordering pauses until it is accepted', async ({
  page,
  request,
  browser,
  newCustomer,
  signInAsOwner,
}, testInfo) => {
  const restaurantId = await ownedRestaurantId(request);
  const headers = await ownerHeaders(request);
  const specialDay = await openAroundTheClock(request, headers);
  await acceptEveryPendingOrder(request, headers);
  let customerContext: Awaited<ReturnType<typeof otherBrowser>>['context'] | undefined;
  try {
    // The owner sets the clocks in Settings: a value the rules refuse says why, then one minute each.
    await page.setViewportSize(DESKTOP);
    await signInAsOwner(dashboardPath(restaurantId, 'settings'));
    const card = page.getByRole('form', { name: 'New orders: alerts and automatic pauses' });
    const notice = card.getByLabel('Tell the customer after (minutes)');
    await notice.fill('0');
    await card.getByRole('button', { name: /^Save/ }).click();
    await expect(card.getByText('Tell the customer after (minutes) must be at least 1')).toBeVisible();
    await expect(notice).toBeFocused();
    await notice.fill('1');
    await card.getByLabel('Pause ordering when unanswered for (minutes)').fill('1');
    await card.getByLabel('Pause ordering when no dashboard is open for (minutes)').fill('');
    await keepScreenshot(card, { path: testInfo.outputPath('escalation-settings-1280.png') });
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(restaurantId),
    );
    await card.getByRole('button', { name: /^Save/ }).click();
    expect((await saved).status()).toBe(200);

    // On the pickups board, a customer's order: the top bar counts it and its bell rings again 20 s later.
    await dashboardMenu(page)
      .getByRole('link', { name: /^Pickups/ })
      .click();
    await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 15_000 });
    const customer = await newCustomer('Nina Waiting');
    const order = await placeOrder(request, customer);
    await expect(indicator(page)).toHaveAccessibleName(/^1 order to accept/);
    const first = await chimeCount(page);
    expect(first).toBeGreaterThanOrEqual(1);
    await expect.poll(() => chimeCount(page), { timeout: 30_000 }).toBeGreaterThan(first);
    await keepScreenshot(page, { path: testInfo.outputPath('escalation-chiming-1280.png') });

    // The customer's order page, in their own browser: after a minute it says the restaurant has not
    // confirmed yet, with the phone.
    const restaurant = ((await (await request.get('/api/restaurants')).json()) as { data: Restaurant[] })
      .data[0]!;
    const other = await otherBrowser(browser, page, customer, `/order/${order._id}`);
    customerContext = other.context;
    const unconfirmed = other.page.getByRole('status').filter({ hasText: NOT_CONFIRMED_YET.title });
    await expect(unconfirmed).toBeVisible({ timeout: 75_000 });
    await expect(unconfirmed.getByRole('link', { name: restaurant.phone })).toBeVisible();
    await keepScreenshot(other.page, {
      path: testInfo.outputPath('escalation-customer-order-1280.png'),
      fullPage: true,
    });
    await other.page.goto(`/tracking/${order._id}`);
    await expect(other.page.getByRole('status').filter({ hasText: NOT_CONFIRMED_YET.title })).toBeVisible();

    // Unanswered for a minute: online ordering pauses by itself, the dashboard says why, customers see the pause.
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/restaurants')).json()) as { data: Restaurant[] }).data[0]!
            .orderingPausedReason,
        { timeout: 30_000 },
      )
      .toBe('unanswered');
    await page.reload();
    const why = page.getByRole('alert').filter({ hasText: AUTOMATIC_PAUSE_TEXTS.unanswered.title });
    await expect(why).toBeVisible();
    await expect(indicator(page)).toBeVisible();
    await keepScreenshot(page, { path: testInfo.outputPath('escalation-paused-1280.png') });
    await page.setViewportSize(TABLET);
    await expect(why).toBeVisible();
    await expect(indicator(page)).toBeInViewport();
    await keepScreenshot(page, { path: testInfo.outputPath('escalation-paused-1024.png') });
    // On a phone the top bar keeps the bell and the count beside its other buttons.
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(indicator(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await keepScreenshot(page, { path: testInfo.outputPath('escalation-paused-390.png') });
    await page.setViewportSize(TABLET);
    await other.page.goto('/menu');
    const paused = other.page.getByRole('status').filter({ hasText: 'Online ordering is paused' });
    await expect(paused).toContainText(restaurant.phone);
    await keepScreenshot(other.page, { path: testInfo.outputPath('escalation-customer-menu-1280.png') });

    // Accepted on the board's kitchen view (the tablet's): the chime stops, the pause ends, the customer's
    // notice leaves.
    await pickupEntry(page, order.orderNumber)
      .getByRole('button', { name: `Accept order ${order.orderNumber}` })
      .click();
    await expect(indicator(page)).toHaveCount(0);
    await expect(why).toBeHidden({ timeout: 35_000 });
    await other.page.goto(`/order/${order._id}`);
    await expect(other.page.getByText('Confirmed').first()).toBeVisible();
    await expect(other.page.getByRole('status').filter({ hasText: NOT_CONFIRMED_YET.title })).toHaveCount(0);

    // The customer cancels the accepted order: the dashboard alerts with its number until acknowledged.
    await other.page.getByRole('button', { name: 'Cancel Order', exact: true }).click();
    await other.page
      .getByRole('dialog', { name: `Cancel order ${order.orderNumber}?`, exact: true })
      .getByRole('button', { name: 'Yes, Cancel Order' })
      .click();
    const cancelled = page
      .getByRole('alert')
      .filter({ hasText: `Order ${order.orderNumber} cancelled by the customer` });
    await expect(cancelled).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) Order cancelled · /);
    await keepScreenshot(page, { path: testInfo.outputPath('escalation-cancelled-1024.png') });
    await cancelled.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(cancelled).toBeHidden();
  } finally {
    await customerContext?.close();
    await restoreEscalationOff(request, restaurantId, headers);
    await request.delete(`/api/restaurants/special-days/${specialDay}`, { headers });
  }
});
