import {
  addDaysToIsoDate,
  weekDayOf,
  zonedToday,
  type OpeningHour,
  type Order,
  type Restaurant,
} from '@flame/shared';
import type { APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { ownedRestaurantId, pickupEntry } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { orderOnOneOf, ownerHeaders } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * Settings → Opening hours, changed after a customer ordered for that weekday: the order is listed under the
 * hours and flagged on the board until the owner keeps it (or cancels it). A 'service' journey: closing a
 * weekday changes every order of the site, so no other journey runs meanwhile. The hours are put back after.
 */

const shot = (name: string) => path.join('test-results', 'screens', `weekly-hours-${name}.png`);

async function weeklyHours(request: APIRequestContext): Promise<OpeningHour[]> {
  const response = await request.get('/api/restaurants');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Restaurant[] }).data[0]!.openingHours;
}

for (const [width, viewport, daysAhead] of [
  ['390', VIEWPORTS.phone, [2, 3]],
  ['1280', VIEWPORTS.desktop, [4, 5]],
] as const) {
  test.describe(`weekly hours at ${width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('closing a weekday that has an order lists the order under the hours and flags it on the board until kept', async ({
      openSection,
      page,
      newCustomer,
    }) => {
      const headers = await ownerHeaders(page.request);
      const restaurantId = await ownedRestaurantId(page.request);
      const hours = await weeklyHours(page.request);
      const timeZone = ((await (await page.request.get('/api/restaurants')).json()) as { data: Restaurant[] })
        .data[0]!.timeZone;
      const today = zonedToday(new Date(), timeZone);
      const customer = await newCustomer('Omar Weekday');
      const { date, order } = await orderOnOneOf(
        page.request,
        customer,
        daysAhead.map((days) => addDaysToIsoDate(today, days)),
      );
      const weekday = weekDayOf(date);
      try {
        await openSection('settings');
        const form = page.getByRole('form', { name: 'Opening hours' });
        await form.getByRole('switch', { name: `Closed on ${weekday}` }).click();
        await form.getByRole('button', { name: 'Save Changes' }).click();
        await expect(form.getByText('All changes saved.')).toBeVisible();

        const listed = page.getByRole('region', { name: 'Bookings outside your opening hours' });
        // The seed's bookings on later weeks of that weekday are listed too, a date each: this order's date is read.
        const orderItem = page.getByRole('listitem').filter({ hasText: `Order ${order.orderNumber}` });
        const affected = listed.getByRole('alert').filter({ has: orderItem });
        const entry = affected.getByRole('listitem').filter({ hasText: `Order ${order.orderNumber}` });
        // Stored, not remembered by the page: a reload lists the order again.
        for (const reloaded of [false, true]) {
          if (reloaded) await page.reload();
          await expect(affected).toBeVisible();
          await expect(affected).toContainText(/^Already booked for \w+day, \w+ \d+, \d{4}/);
          await expect(affected).toContainText("These fall outside the day's hours.");
          await expect(entry).toContainText('Omar Weekday');
        }
        // Right under the hours, before the special days, and inside the page's width.
        const hoursBox = (await form.boundingBox())!;
        const listBox = (await listed.boundingBox())!;
        expect(listBox.y).toBeGreaterThanOrEqual(hoursBox.y + hoursBox.height);
        expect(listBox.x + listBox.width).toBeLessThanOrEqual(viewport.width);
        const specialDays = (await page.getByRole('region', { name: 'Special days' }).boundingBox())!;
        expect(specialDays.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
        await listed.scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`listed-${width}`) });
        const untouched = await page.request.get(`/api/orders/${order._id}`, { headers: customer.headers });
        expect(((await untouched.json()) as { data: Order }).data.status).toBe('pending');

        await openSection('pickups');
        const boardEntry = pickupEntry(page, order.orderNumber);
        await expect(boardEntry).toContainText('Pickup day now closed — keep or cancel');
        await boardEntry.scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`board-${width}`) });

        await openSection('settings');
        await entry.getByRole('button', { name: 'Keep', exact: true }).click();
        await expect(page.getByText('Kept: nobody was told')).toBeVisible();
        await expect(entry).toHaveCount(0);
        await openSection('pickups');
        await expect(pickupEntry(page, order.orderNumber)).not.toContainText('keep or cancel');
      } finally {
        const restored = await page.request.put(`/api/restaurants/${restaurantId}`, {
          headers,
          data: { openingHours: hours },
        });
        expect(restored.ok(), await restored.text()).toBe(true);
      }
    });
  });
}
