import type { Page } from '@playwright/test';
import { type Customer, putToken } from '../support/customers';
import { askToCancelPickup, pickupEntry } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { box, type Box } from '../support/boxes';

/** The owner's pickups board as the owner reads it: what a status change asks, what the rows show. */

/** 60 characters, one of its words longer than a phone's card is wide. */
const LONG_NAME = 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorffvoralternwarenge';
const CUSTOMER_NAME = LONG_NAME.slice(0, 60);

async function orderStatus(page: Page, orderId: string, customer: Customer) {
  const response = await page.request.get(`/api/orders/${orderId}`, { headers: customer.headers });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the pickups board at ${width} px`, () => {
    test.use({ viewport });

    test("'Cancel order' asks first, naming the order and the customer; 'Keep Order' keeps it", async ({
      openSection,
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer('Anita Keepsake');
      const order = await placeOrder(page.request, customer);
      const shortId = order._id.slice(-8).toUpperCase();
      await openSection('pickups');
      const entry = pickupEntry(page, order.orderNumber);
      // What shows the order still pending and ready to change: the table's select on a desktop, the kitchen
      // card's 'Accept' below, with the focus back on the menu that asked.
      const select = entry.getByRole('combobox', { name: `Status of order ${order.orderNumber}` });
      const more = entry.getByRole('button', { name: `More actions for order ${order.orderNumber}` });
      const stillPending = async () => {
        await expect(entry).toContainText('Pending');
        if (viewport === VIEWPORTS.desktop) {
          await expect(select).toHaveValue('pending');
          await expect(select).toBeEnabled();
        } else {
          await expect(
            entry.getByRole('button', { name: `Accept order ${order.orderNumber}` }),
          ).toBeEnabled();
          await expect(
            page
              .getByRole('region', { name: /^New \d+$/ })
              .getByText(`Order ${order.orderNumber}`, { exact: true }),
          ).toBeVisible();
        }
      };

      await askToCancelPickup(page, order.orderNumber);
      const ask = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?`, exact: true });
      await expect(ask).toContainText(`Order ${order.orderNumber} (code #${shortId}) for Anita Keepsake.`);
      await expect(ask).toContainText('a cancelled order cannot be reopened');
      await ask.getByRole('button', { name: 'Keep Order' }).click();
      await expect(ask).toBeHidden();
      await stillPending();
      if (viewport === VIEWPORTS.phone) await expect(more).toBeFocused();
      expect(await orderStatus(page, order._id, customer)).toBe('pending');

      await page.reload();
      await stillPending();

      // Escape dismisses it too.
      await askToCancelPickup(page, order.orderNumber);
      await expect(ask).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await stillPending();
      expect(await orderStatus(page, order._id, customer)).toBe('pending');

      await askToCancelPickup(page, order.orderNumber);
      await ask.getByRole('button', { name: 'Yes, Cancel Order' }).click();
      await expect(ask).toBeHidden();
      await expect(
        page.getByText(`Order ${order.orderNumber} cancelled; the customer was emailed`).first(),
      ).toBeVisible();
      const closed = page.getByRole('region', { name: /^Closed in the last 24 hours \d+$/ });
      await expect(
        closed
          .locator('tr:visible, li:visible')
          .filter({ has: page.getByText(`Order ${order.orderNumber}`, { exact: true }) }),
      ).toContainText('Cancelled');
      expect(await orderStatus(page, order._id, customer)).toBe('cancelled');
    });

    test('a long customer name stays inside its card, and the controls that change the status are in full view', async ({
      openSection,
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer(CUSTOMER_NAME);
      const order = await placeOrder(page.request, customer);
      await openSection('pickups');
      const card = page.getByRole('region', { name: /^Active pickups \d+$/ });
      const entry = pickupEntry(page, order.orderNumber);
      await expect(entry).toBeVisible();
      const cardBox = await box(card);

      // The whole name can be read: it wraps, nothing of it is cut off.
      const name = entry.getByText(CUSTOMER_NAME, { exact: true });
      await expect(name).toBeVisible();
      expectInside(await box(name), cardBox, 'the customer name');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      expectInside(await box(entry), cardBox, 'the order');
      // The table's status select on a desktop; the kitchen card's next step and its menu on a phone.
      const controls =
        viewport === VIEWPORTS.desktop
          ? [entry.getByRole('combobox', { name: `Status of order ${order.orderNumber}` })]
          : [
              entry.getByRole('button', { name: `Accept order ${order.orderNumber}` }),
              entry.getByRole('button', { name: `More actions for order ${order.orderNumber}` }),
            ];
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        const controlBox = await box(control);
        expectInside(controlBox, cardBox, 'the status control');
        // Not clipped by a scrolling container either: its box lies inside what that container shows.
        const clip = await control.evaluate((el) => {
          let parent = el.parentElement;
          while (parent && getComputedStyle(parent).overflowX === 'visible') parent = parent.parentElement;
          const r = (parent ?? document.documentElement).getBoundingClientRect();
          return {
            x: r.x,
            y: r.y,
            width: Math.min(r.width, parent?.clientWidth ?? r.width),
            height: r.height,
          };
        });
        expectInside(controlBox, clip, 'the status control in its scrolling container');
        expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(viewport.width);
      }
    });
  });
}

test("owner and customer read the same order number: the customer's order page and the board", async ({
  openSection,
  page,
  browser,
  newCustomer,
}) => {
  const customer = await newCustomer('Deepa Samenumber');
  const order = await placeOrder(page.request, customer);
  const shortId = order._id.slice(-8).toUpperCase();

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const customerPage = await context.newPage();
  await putToken(customerPage, customer);
  await customerPage.goto(`/order/${order._id}`);
  // The page leads with the order's number, its short code after it.
  const heading = customerPage.getByRole('heading', { level: 1, name: /^Order \d+$/ });
  await expect(heading).toBeVisible();
  const customerNumber = Number(/\d+/.exec(await heading.innerText())![0]);
  await expect(customerPage.getByText(`code #${shortId.slice(-6)} · placed `)).toBeVisible();
  await context.close();

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    if (viewport === VIEWPORTS.desktop) await openSection('pickups');
    // The board finds the order by the number the customer reads out, with its longer code under it.
    const entry = pickupEntry(page, customerNumber);
    await expect(entry).toBeVisible();
    await expect(entry.getByText(`code #${shortId}`, { exact: true })).toBeVisible();
  }
});
