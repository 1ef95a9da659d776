import {
  addDaysToIsoDate,
  formatClock,
  shortDateText,
  zonedDateAndMinutes,
  zonedToday,
  type PickupSlotAvailability,
  type Restaurant,
  type SpecialDay,
} from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { putToken, signUp } from '../support/customers';
import { ownedRestaurantId } from '../support/admin';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, ownerHeaders, seedCart, twoDishes } from '../support/orders';
import * as tables from './tables-kit';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/**
 * The customer's side of the owner's service rules: a pickup slot that is full is not offered, a slot filled
 * while the customer decides sends them back to the picker, and a closed special day shows on the home page and
 * cannot be chosen. A slot limit and a closure change every order on the site, so these run last, alone.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const SLOT_FULL = 'Sorry, that pickup time just filled up. Please choose another time.';

async function restaurantOf(request: APIRequestContext): Promise<Restaurant> {
  return ((await (await request.get('/api/restaurants')).json()) as { data: Restaurant[] }).data[0]!;
}

async function slotsOn(request: APIRequestContext, date: string): Promise<PickupSlotAvailability[]> {
  const response = await request.get(`/api/orders/pickup-slots?date=${date}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PickupSlotAvailability[] }).data;
}

async function orderAt(request: APIRequestContext, pickupTime: string) {
  const customer = await signUp(request, 'Slot Taker');
  const { plain } = await twoDishes(request);
  return request.post('/api/orders/pickup', {
    headers: customer.headers,
    data: {
      items: [{ foodId: plain._id, quantity: 1 }],
      phone: '(555) 987-6543',
      paymentMethod: 'pay at restaurant',
      pickupTime,
    },
  });
}

async function updateRestaurant(request: APIRequestContext, data: Record<string, unknown>) {
  const id = await ownedRestaurantId(request);
  const response = await request.put(`/api/restaurants/${id}`, {
    headers: await ownerHeaders(request),
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const setCapacity = (request: APIRequestContext, capacity: number | null) =>
  updateRestaurant(request, { pickupSlotCapacity: capacity });

const label = (time: string, timeZone: string) =>
  formatClock(zonedDateAndMinutes(new Date(time), timeZone).minutes);
const pickupDay = (page: Page) => page.getByLabel('Pickup day');
const pickupTime = (page: Page) => page.getByLabel('Pickup time');

test.describe('pickup slots as the customer sees them', () => {
  test('a full slot is not offered, and one filled meanwhile sends the customer back to the picker', async ({
    page,
    request,
    consoleErrors,
    newCustomer,
  }, testInfo) => {
    const { timeZone } = await restaurantOf(request);
    const date = addDaysToIsoDate(zonedToday(new Date(), timeZone), 5);
    await setCapacity(request, 1);
    try {
      const free = (await slotsOn(request, date)).filter((slot) => slot.available);
      expect(free.length).toBeGreaterThan(6);
      const customer = await newCustomer('Avery Slots');
      await putToken(page, customer);
      const { plain } = await twoDishes(request);
      await seedCart(page, [cartLine(plain, 1)]);

      for (const [index, viewport] of [VIEWPORTS.phone, VIEWPORTS.desktop].entries()) {
        // Each width fills its own slot first, then finds another filled while choosing.
        const [full, chosen, next] = [free[index * 3]!, free[index * 3 + 1]!, free[index * 3 + 2]!];
        expect((await orderAt(request, full.time)).status()).toBe(201);

        await page.setViewportSize(viewport);
        await openPage(page, '/checkout');
        await page.getByLabel('Phone').fill('(555) 123-4567');
        await pickupDay(page).selectOption(date);
        await expect(pickupTime(page)).toBeEnabled();
        const offered = await pickupTime(page).locator('option').allTextContents();
        // A full time is listed as such and cannot be chosen.
        expect(offered).not.toContain(label(full.time, timeZone));
        expect(offered).toContain(`${label(full.time, timeZone)} — full`);
        await expect(pickupTime(page).locator(`option[value="${full.time}"]`)).toBeDisabled();
        expect(offered).toContain(label(chosen.time, timeZone));
        await pickupTime(page).selectOption(chosen.time);
        await keepScreenshot(page, {
          path: testInfo.outputPath(`picker-${viewport.width}.png`),
          fullPage: true,
        });

        // Someone else takes the chosen time before this customer places the order.
        expect((await orderAt(request, chosen.time)).status()).toBe(201);
        await page.getByRole('button', { name: /^Place Order - \$/ }).click();
        const message = page.getByText(SLOT_FULL);
        await expect(message).toBeVisible();
        await expect(page).toHaveURL(/\/checkout$/);
        // Back at the picker: the day kept, the taken time gone, the phone as typed.
        await expect(pickupDay(page)).toBeFocused();
        await expect(pickupDay(page)).toHaveValue(date);
        await expect(pickupTime(page)).toHaveValue('');
        await expect(pickupTime(page).locator(`option[value="${chosen.time}"]`)).toHaveText(
          `${label(chosen.time, timeZone)} — full`,
        );
        await expect(pickupTime(page).locator(`option[value="${chosen.time}"]`)).toBeDisabled();
        await expect(pickupTime(page).locator(`option[value="${next.time}"]`)).toHaveCount(1);
        await expect(page.getByLabel('Phone')).toHaveValue('(555) 123-4567');
        await expect(page.getByText('Selected: None')).toBeVisible();
        // The message sits with the picker, in view, and the picker's legend below the sticky header.
        const picker = page.getByRole('group', { name: /Select Date and Time/ });
        const [header, legend] = [
          await page.getByRole('banner').boundingBox(),
          await picker.locator('legend').boundingBox(),
        ];
        expect(legend!.y, 'the legend below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
        const [box, messageBox] = [await picker.boundingBox(), await message.boundingBox()];
        expect(messageBox!.y).toBeGreaterThanOrEqual(box!.y);
        expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
        await expect(message).toBeInViewport();
        await keepScreenshot(page, {
          path: testInfo.outputPath(`slot-full-${viewport.width}.png`),
          fullPage: true,
        });
      }
      allowConsoleErrors(consoleErrors, /409/);
    } finally {
      await setCapacity(request, null);
    }
  });

  test('a closed special day shows on the home page and cannot be chosen for pickup', async ({
    page,
    request,
    newCustomer,
  }, testInfo) => {
    const { timeZone } = await restaurantOf(request);
    const headers = await ownerHeaders(request);
    const taken = new Set(
      (
        (await (await request.get('/api/restaurants/special-days')).json()) as { data: SpecialDay[] }
      ).data.map((day) => day.date),
    );
    let date = addDaysToIsoDate(zonedToday(new Date(), timeZone), 3);
    while (taken.has(date)) date = addDaysToIsoDate(date, 1);
    const added = await request.post('/api/restaurants/special-days', {
      headers,
      data: { date, isClosed: true, note: 'Thanksgiving' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { _id: id } = ((await added.json()) as { data: SpecialDay }).data;
    try {
      const line = `${shortDateText(date)} — Closed · Thanksgiving`;
      const customer = await newCustomer('Morgan Holiday');
      await putToken(page, customer);
      const { plain } = await twoDishes(request);
      await seedCart(page, [cartLine(plain, 1)]);

      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await openPage(page, '/');
        const hours = page.getByRole('region', { name: 'Opening Hours' });
        const item = hours.getByRole('listitem').filter({ hasText: line });
        await expect(item).toBeVisible();
        await expect(hours.getByText('Hours may vary on holidays')).toHaveCount(0);
        await item.scrollIntoViewIfNeeded();
        await keepScreenshot(hours, { path: testInfo.outputPath(`home-special-days-${viewport.width}.png`) });

        await openPage(page, '/checkout');
        const option = pickupDay(page).locator(`option[value="${date}"]`);
        await expect(option).toHaveText(/ — Closed · Thanksgiving$/);
        await expect(option).toBeDisabled();
        await keepScreenshot(page, {
          path: testInfo.outputPath(`picker-closed-${viewport.width}.png`),
          fullPage: true,
        });
      }
      // The server refuses that date whatever a page sends.
      expect((await slotsOn(request, date)).length).toBe(0);
    } finally {
      const removed = await request.delete(`/api/restaurants/special-days/${id}`, { headers });
      expect(removed.ok()).toBe(true);
    }
  });

  test("with 'Is active' off, /tables and the booking form say bookings are not taken", async ({
    page,
    request,
    newCustomer,
  }, testInfo) => {
    const notice = 'We are not taking table bookings at the moment. Please check back soon.';
    const { phone } = await restaurantOf(request);
    const customer = await newCustomer('Quinn Closed');
    const date = await tables.tomorrow(request);
    await updateRestaurant(request, { isActive: false });
    try {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await tables.openAs(page, customer);
        const onPage = page.getByRole('status').filter({ hasText: notice });
        await expect(onPage).toBeVisible();
        await expect(onPage).toContainText(`To book a table, call us at ${phone}.`);
        await keepScreenshot(page, { path: testInfo.outputPath(`tables-inactive-${viewport.width}.png`) });

        await tables.showTablesAt(page, date, '12:00 PM');
        await tables.tableCard(page, 1).getByRole('button', { name: 'Reserve Now' }).click();
        const dialog = tables.reserveDialog(page, 1);
        await expect(dialog.root.getByRole('status').filter({ hasText: notice })).toBeVisible();
        await keepScreenshot(page, { path: testInfo.outputPath(`booking-inactive-${viewport.width}.png`) });
        await dialog.cancel.click();
      }
    } finally {
      await updateRestaurant(request, { isActive: true });
    }
  });
});
