import path from 'node:path';
import { formatPrice, type Order } from '@flame/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openPickupActions, pickupEntry } from '../support/admin';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, pickupTime, twoDishes } from '../support/orders';
import { waitForMail } from '../support/outbox';
import { keepScreenshot } from '../support/screenshots';

/**
 * 'Change order' on the Pickups board: the owner adds a dish and one more of a line at 1024×768 while the
 * customer of a phone order follows it through the signed link of its email (no account), and the customer's
 * page shows the change live; the same dialog on a 390 px phone keeps its buttons on screen and apart.
 * Screenshots go to /work/shots-order-change/ (or SHOTS_DIR).
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = path.join('test-results', 'screens', 'order-change');
const shot = (page: Page, name: string) => keepScreenshot(page, { path: `${SHOTS}/${name}.png` });
const TABLET = { width: 1024, height: 768 };

let counter = 0;
const uniqueEmail = () => `phone-${Date.now().toString(36)}${process.pid}${(counter += 1)}@example.com`;

/** A phone order the owner takes for one of the discounted dish, with the customer's email when given. */
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

/** On the open Pickups board, the order's 'Change order' dialog; answers the dialog. */
async function openChangeDialog(page: Page, order: Order) {
  await expect(pickupEntry(page, order.orderNumber)).toBeVisible();
  const entry = await openPickupActions(page, order.orderNumber);
  await entry.getByRole('button', { name: `Change order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change order ${order.orderNumber}` });
  await expect(dialog.getByRole('list', { name: 'Lines of the order' })).toBeVisible();
  return dialog;
}

/** The guest's own browser (no account) on the order page the email links to. */
async function guestPage(browser: Browser, email: string) {
  const mail = await waitForMail(email, /./);
  const link = /\/order\/[^\s\]>)?]+\?key=[^\s\]>)]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await page.goto(link!);
  return { context, page };
}

test('the owner changes a phone order at 1024×768 and the guest’s page shows it live', async ({
  page,
  browser,
  request,
  openSection,
}) => {
  const { discounted, plain } = await twoDishes(request);
  const email = uniqueEmail();
  const order = await phoneOrder(request, email);
  await page.setViewportSize(TABLET);
  await openSection('pickups');

  const guest = await guestPage(browser, email);
  const items = guest.page.getByRole('region', { name: 'Items' });
  await expect(
    guest.page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  await expect(items.getByText(formatPrice(order.total)).last()).toBeVisible();
  // Without an account: no way to the order list, nothing to cancel.
  await expect(guest.page.getByRole('link', { name: 'View All Orders' })).toBeHidden();

  const dialog = await openChangeDialog(page, order);
  await dialog.getByRole('button', { name: `One more ${discounted.name}` }).click();
  await dialog.getByRole('searchbox', { name: 'Add a dish' }).fill(plain.name.slice(0, 6));
  await dialog
    .getByRole('list', { name: 'Dishes found' })
    .getByRole('button', { name: new RegExp(plain.name) })
    .click();
  const lines = dialog.getByRole('list', { name: 'Lines of the order' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const expected = Math.round((discounted.discountedPrice * 2 + plain.discountedPrice) * 100) / 100;
  const difference = `+${formatPrice(expected - order.total)}, new total ${formatPrice(expected)}`;
  await expect(dialog.getByText(difference)).toBeVisible();
  await shot(page, 'tablet-dialog-edit');

  await dialog.getByRole('button', { name: 'Review change' }).click();
  await expect(dialog.getByText(difference)).toBeVisible();
  await expect(dialog.getByText(/The customer will be emailed the change and the new total/)).toBeVisible();
  await shot(page, 'tablet-dialog-review');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${order._id}/lines`));
  await dialog.getByRole('button', { name: 'Save change' }).click();
  const answer = (await (await saved).json()) as { data: Order };
  expect(answer.data.total).toBe(expected);
  await expect(dialog).toBeHidden();

  // The guest's page, untouched, shows the new line, the change and the new total.
  await expect(guest.page.getByText(`+1 ${plain.name}`)).toBeVisible();
  await expect(guest.page.getByText(`+1 ${discounted.name}`)).toBeVisible();
  await expect(items.getByText(formatPrice(expected)).last()).toBeVisible();
  await expect(items.getByText('Changed by the restaurant')).toBeVisible();
  await keepScreenshot(guest.page, { path: `${SHOTS}/guest-order-page-after-change.png`, fullPage: true });
  await shot(page, 'tablet-board-after-change');
  await guest.context.close();
});

test('the Change order dialog on a 390 px phone: every button on screen, none overlapping', async ({
  page,
  request,
  openSection,
}) => {
  const order = await phoneOrder(request);
  await page.setViewportSize(VIEWPORTS.phone);
  await openSection('pickups');
  const dialog = await openChangeDialog(page, order);
  await dialog.getByRole('textbox', { name: 'Amount in dollars' }).fill('1.00');
  await dialog.getByRole('textbox', { name: 'Reason the customer reads' }).fill('We were late');
  await shot(page, 'phone-dialog-edit');

  const buttons = dialog.getByRole('button', { disabled: false });
  const boxes = [];
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x, await button.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    boxes.push({ name: (await button.getAttribute('aria-label')) ?? (await button.innerText()), box });
  }
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  const footer = [
    dialog.getByRole('button', { name: 'Keep order as it is' }),
    dialog.getByRole('button', { name: 'Review change' }),
  ];
  const [keep, review] = await Promise.all(footer.map(async (button) => (await button.boundingBox())!));
  const apart =
    keep!.x + keep!.width <= review!.x ||
    review!.y >= keep!.y + keep!.height ||
    keep!.y >= review!.y + review!.height;
  expect(apart, JSON.stringify({ keep, review })).toBe(true);
  for (const box of [keep!, review!]) expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);

  await dialog.getByRole('button', { name: 'Review change' }).click();
  await expect(dialog.getByText(/−\$1\.00, new total/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save change' })).toBeInViewport();
  await shot(page, 'phone-dialog-review');
  await dialog.getByRole('button', { name: 'Back to changes' }).click();
  await dialog.getByRole('button', { name: 'Keep order as it is' }).click();
  await expect(dialog).toBeHidden();
});
