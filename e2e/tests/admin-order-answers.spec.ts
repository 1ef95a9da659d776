import path from 'node:path';
import type { Browser } from '@playwright/test';
import { type Customer, putToken } from '../support/customers';
import { askToCancelPickup, openPickupActions } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder, stubMapTiles } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner's answer to an order, seen live by the customer: a cancellation with its reason, and a pickup moved
 * later. The owner's board and the customer's order page are open side by side; the customer never reloads.
 */

const shot = (name: string) => path.join('test-results', 'screens', `order-answers-${name}.png`);

async function customerPage(
  browser: Browser,
  customer: Customer,
  url: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await stubMapTiles(page);
  await putToken(page, customer);
  await page.goto(url);
  await expect(page.getByText('Live updates on').first()).toBeVisible({ timeout: 15_000 });
  return { page, errors, close: () => context.close() };
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the owner's answer at ${width} px`, () => {
    test.use({ viewport });

    test('cancelling asks first with a reason, which the customer reads live on the order and tracking pages', async ({
      openSection,
      page,
      browser,
      newCustomer,
    }) => {
      test.setTimeout(90_000);
      const customer = await newCustomer('Omar Reasoned');
      const order = await placeOrder(page.request, customer);
      const reason = 'We ran out of lamb tonight, sorry!';
      const watching = await customerPage(browser, customer, `/order/${order._id}`, viewport);
      const tracking = await customerPage(browser, customer, `/tracking/${order._id}`, viewport);
      try {
        await openSection('pickups');
        await askToCancelPickup(page, order.orderNumber);
        const ask = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?`, exact: true });
        await ask.getByLabel('Reason for the customer (optional)').fill(reason);
        await keepScreenshot(page, { path: shot(`cancel-dialog-${width}`) });
        await ask.getByRole('button', { name: 'Yes, Cancel Order' }).click();
        // The question closes with the server's answer, which under a full test run's load (three pages, two of
        // them holding live streams) has taken longer than the usual wait.
        await expect(ask).toBeHidden({ timeout: 15_000 });
        await expect(
          page.getByText(`Order ${order.orderNumber} cancelled; the customer was emailed`).first(),
        ).toBeVisible();

        const note = watching.page.getByRole('note');
        await expect(note).toContainText('The restaurant cancelled this order');
        await expect(note).toContainText(`Reason: ${reason}`);
        // Nothing is owed and nothing is left to track.
        await expect(note).toContainText('Nothing to pay.');
        await expect(watching.page.getByText('Not paid yet')).toHaveCount(0);
        await expect(watching.page.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
        await keepScreenshot(watching.page, { path: shot(`customer-cancelled-${width}`), fullPage: true });
        await expect(
          tracking.page.getByText(`Order cancelled by the restaurant: ${reason}`).first(),
        ).toBeVisible();
        await keepScreenshot(tracking.page, { path: shot(`tracking-cancelled-${width}`) });
        expect(watching.errors).toEqual([]);
        expect(tracking.errors).toEqual([]);
      } finally {
        await watching.close();
        await tracking.close();
      }
    });

    test("'Move pickup time' offers later times; the customer sees the new time live", async ({
      openSection,
      page,
      browser,
      newCustomer,
    }) => {
      test.setTimeout(90_000);
      const customer = await newCustomer('Lena Moved');
      const order = await placeOrder(page.request, customer);
      const watching = await customerPage(browser, customer, `/order/${order._id}`, viewport);
      const tracking = await customerPage(browser, customer, `/tracking/${order._id}`, viewport);
      try {
        await openSection('pickups');
        await (
          await openPickupActions(page, order.orderNumber)
        )
          .getByRole('button', { name: `Move pickup time of order ${order.orderNumber}` })
          .click();
        const ask = page.getByRole('dialog', { name: 'Move pickup time' });
        const times = ask.getByLabel('New pickup time');
        // Every later time of a day ahead, not a first dozen.
        await expect.poll(() => times.locator('option').count()).toBeGreaterThan(12);
        // The order is due on a later day than today: the current time and the offered ones name their day.
        const day = '(Tomorrow|[A-Z][a-z]{2}, [A-Z][a-z]{2} \\d{1,2}), \\d{1,2}:\\d{2} [AP]M';
        const dayAndTime = new RegExp(`^${day}$`);
        // Each offered time says how full it is.
        const dayTimeAndLoad = new RegExp(`^${day} · (No orders yet|\\d+ orders?|\\d+ of \\d+(, full)?)$`);
        await expect(
          ask
            .getByText(/, now at /)
            .locator('span.font-semibold')
            .last(),
        ).toHaveText(dayAndTime);
        for (const option of await times.locator('option').allTextContents()) {
          expect(option.trim().replace(/\s+/g, ' ')).toMatch(dayTimeAndLoad);
        }
        const label = (await times.locator('option').nth(1).textContent())!.trim().split(' ·')[0]!;
        await times.selectOption({ index: 1 });
        await keepScreenshot(page, { path: shot(`move-dialog-${width}`) });
        await ask.getByRole('button', { name: 'Move Pickup' }).click();
        await expect(ask).toBeHidden();
        await expect(page.getByText('Pickup time moved').first()).toBeVisible();

        // The customer reads the new time as the owner chose it, with its day.
        await expect(watching.page.getByText(`Moved by the restaurant (now ${label})`)).toBeVisible();
        const clock = label.slice(label.lastIndexOf(', ') + 2);
        await keepScreenshot(watching.page, { path: shot(`customer-moved-${width}`), fullPage: true });
        // The history names the new day, since the order is due on a later day than the move.
        const movedTo = new RegExp(`^Pickup time moved to [A-Z][a-z]{2}, [A-Z][a-z]{2} \\d{1,2}, ${clock}$`);
        await expect(tracking.page.getByText(movedTo).first()).toBeVisible();
        await keepScreenshot(tracking.page, { path: shot(`tracking-moved-${width}`) });
        expect(watching.errors).toEqual([]);
        expect(tracking.errors).toEqual([]);
      } finally {
        await watching.close();
        await tracking.close();
      }
    });
  });
}
