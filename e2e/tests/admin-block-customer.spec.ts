import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Restaurant } from '@flame/shared';
import { openPickupActions, ownedRestaurantId, pickupEntry } from '../support/admin';
import type { Customer } from '../support/customers';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, pickupTime, placeOrder } from '../support/orders';

/**
 * The owner answers throwaway accounts from the pickups board: 'Block customer' lists the customer's open
 * orders to cancel with the block, and a move into a full slot warns and asks again.
 *
 * Global state: the move journey sets 'Orders per pickup slot' to 1 for the moment of one move (a few hundred
 * milliseconds) and puts it back at once; the block journey uses customers of its own.
 */

const shot = (name: string) => path.join('test-results', 'screens', `block-customer-${name}.png`);

/** A ticked order in the block dialog, named as the board names it: 'Order 1014' and its pickup time. */
const orderBox = (order: { orderNumber: number }) => new RegExp(`Order ${order.orderNumber} `);

async function setCapacity(request: APIRequestContext, restaurantId: string, capacity: number | null) {
  const response = await request.put(`/api/restaurants/${restaurantId}`, {
    headers: await ownerHeaders(request),
    data: { pickupSlotCapacity: capacity },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

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
      await page.screenshot({ path: shot(`dialog-${width}`) });
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
      await page.screenshot({ path: shot(`unblock-${width}`) });
      await again.getByRole('button', { name: 'Unblock Customer' }).click();
      await expect(again).toBeHidden();
      await expect(page.getByText('Customer unblocked').first()).toBeVisible();
      await placeOrder(page.request, customer);
    });

    test("moving into a full slot warns with the slot's numbers and moves only on 'Move Anyway'", async ({
      openSection,
      page,
      newCustomer,
      consoleErrors,
    }) => {
      const restaurantId = await ownedRestaurantId(page.request);
      const before = ((await (await page.request.get('/api/restaurants')).json()) as { data: Restaurant[] })
        .data[0]!.pickupSlotCapacity;
      const moving = await placeOrder(page.request, await newCustomer('Mo Mover'));
      const target = new Date(Date.parse(moving.pickupTime) + 15 * 60_000).toISOString();
      await placeOrder(page.request, await newCustomer('Fay Full'), { at: target });
      await openSection('pickups');
      await (
        await openPickupActions(page, moving.orderNumber)
      )
        .getByRole('button', { name: `Move pickup time of order ${moving.orderNumber}` })
        .click();
      const ask = page.getByRole('dialog', { name: 'Move pickup time' });
      await expect(ask.getByLabel('New pickup time')).toHaveValue(target);
      // The time holds Fay's order (and those of journeys running beside it), and says so.
      await expect(ask.getByLabel('New pickup time').locator('option:checked')).toHaveText(
        / · [1-9]\d* (orders?|of \d+)/,
      );

      await setCapacity(page.request, restaurantId, 1);
      try {
        await ask.getByRole('button', { name: 'Move Pickup' }).click();
        await expect(ask.getByText('This pickup time is full')).toBeVisible();
      } finally {
        await setCapacity(page.request, restaurantId, before);
      }
      await expect(ask).toContainText('and the limit is 1');
      await expect(ask.getByRole('button', { name: 'Move Anyway' })).toBeVisible();
      await page.screenshot({ path: shot(`move-warning-${width}`) });
      const current = await page.request.get(`/api/orders/${moving._id}`, {
        headers: await ownerHeaders(page.request),
      });
      expect(((await current.json()) as { data: { pickupTime: string } }).data.pickupTime).toBe(
        moving.pickupTime,
      );

      await ask.getByRole('button', { name: 'Move Anyway' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByText('Pickup time moved').first()).toBeVisible();
      const moved = await page.request.get(`/api/orders/${moving._id}`, {
        headers: await ownerHeaders(page.request),
      });
      expect(((await moved.json()) as { data: { pickupTime: string } }).data.pickupTime).toBe(target);
      // The browser logs the refused move (409) that brought the warning: expected.
      allowConsoleErrors(consoleErrors, /status of 409/);
    });
  });
}
