import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { openPickupActions, pickupEntry } from '../support/admin';
import type { Customer } from '../support/customers';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { pickupTime, placeOrder } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner answers throwaway accounts from the pickups board: 'Block customer' lists the customer's open
 * orders to cancel with the block. The journey uses customers of its own.
 */

const shot = (name: string) => path.join('test-results', 'screens', `block-customer-${name}.png`);

/** A ticked order in the block dialog, named as the board names it: 'Order 1014' and its pickup time. */
const orderBox = (order: { orderNumber: number }) => new RegExp(`Order ${order.orderNumber} `);

async function statusOf(request: APIRequestContext, orderId: string, customer: Customer) {
  const response = await request.get(`/api/orders/${orderId}`, { headers: customer.headers });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the pickups board at ${width} px`, () => {
    test.use({ viewport });

    test("'Block customer' cancels the ticked open orders with a reason, and the account can order no more", async ({
      openSection,
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer('Tess Throwaway');
      const first = await placeOrder(page.request, customer);
      const second = await placeOrder(page.request, customer);
      const kept = await placeOrder(page.request, customer);
      await openSection('pickups');
      await (
        await openPickupActions(page, first.orderNumber)
      )
        .getByRole('button', { name: `Block customer of order ${first.orderNumber}` })
        .click();

      const ask = page.getByRole('dialog', { name: 'Block this customer' });
      await expect(ask).toContainText('Tess Throwaway');
      await expect(ask).toContainText('will no longer be able to place orders or book tables online');
      const boxes = ask.getByRole('checkbox');
      await expect(boxes).toHaveCount(3);
      for (const order of [first, second, kept]) {
        await expect(ask.getByRole('checkbox', { name: orderBox(order) })).toBeChecked();
      }
      await ask.getByRole('checkbox', { name: orderBox(kept) }).uncheck();
      await ask.getByLabel('Reason for the customer').fill('Orders from throwaway accounts');
      // The dialog fits the screen: its buttons are inside the viewport.
      const confirm = ask.getByRole('button', { name: 'Block Customer' });
      await confirm.scrollIntoViewIfNeeded();
      const button = (await confirm.boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
      await keepScreenshot(page, { path: shot(`dialog-${width}`) });
      await confirm.click();
      await expect(ask).toBeHidden();
      await expect(page.getByText('Customer blocked, 2 orders cancelled').first()).toBeVisible();

      await expect(pickupEntry(page, first.orderNumber)).toHaveCount(0);
      await expect(pickupEntry(page, kept.orderNumber)).toBeVisible();
      expect(await statusOf(page.request, first._id, customer)).toBe('cancelled');
      expect(await statusOf(page.request, second._id, customer)).toBe('cancelled');
      expect(await statusOf(page.request, kept._id, customer)).toBe('pending');

      const refused = await page.request.post('/api/orders/pickup', {
        headers: customer.headers,
        data: {
          items: [{ foodId: first.items[0]!.food._id, quantity: 1 }],
          phone: '(555) 123-4567',
          pickupTime: await pickupTime(page.request),
        },
      });
      expect(refused.status()).toBe(403);

      // Opened again, the dialog says the customer is blocked and unblocks them.
      await (
        await openPickupActions(page, kept.orderNumber)
      )
        .getByRole('button', { name: `Block customer of order ${kept.orderNumber}` })
        .click();
      const again = page.getByRole('dialog', { name: 'Unblock this customer' });
      await expect(again).toContainText('is blocked');
      await expect(again).toContainText('Reason: Orders from throwaway accounts');
      await keepScreenshot(page, { path: shot(`unblock-${width}`) });
      await again.getByRole('button', { name: 'Unblock Customer' }).click();
      await expect(again).toBeHidden();
      await expect(page.getByText('Customer unblocked').first()).toBeVisible();
      await placeOrder(page.request, customer);
    });
  });
}
