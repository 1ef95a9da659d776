import path from 'node:path';
import type { Restaurant } from '@flame/shared';
import { openPickupActions, setPickupSlotCapacity } from '../support/admin';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner moves an order into a full pickup slot from the board: the move warns with the slot's numbers and
 * asks again.
 *
 * The slot is made full by setting 'Orders per pickup slot' to 1 for the moment of one move, which would refuse
 * the orders of any journey running beside it: so this file runs with the one-at-a-time journeys (`slots-*`).
 */

const shot = (name: string) => path.join('test-results', 'screens', `move-into-full-slot-${name}.png`);

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the pickups board at ${width} px`, () => {
    test.use({ viewport });

    test("moving into a full slot warns with the slot's numbers and moves only on 'Move Anyway'", async ({
      openSection,
      page,
      newCustomer,
      consoleErrors,
    }) => {
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
      // The time holds Fay's order, and says so.
      await expect(ask.getByLabel('New pickup time').locator('option:checked')).toHaveText(
        / · [1-9]\d* (orders?|of \d+)/,
      );

      await setPickupSlotCapacity(page.request, 1);
      try {
        await ask.getByRole('button', { name: 'Move Pickup' }).click();
        await expect(ask.getByText('This pickup time is full')).toBeVisible();
      } finally {
        await setPickupSlotCapacity(page.request, before);
      }
      await expect(ask).toContainText('and the limit is 1');
      await expect(ask.getByRole('button', { name: 'Move Anyway' })).toBeVisible();
      await keepScreenshot(page, { path: shot(width) });
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
