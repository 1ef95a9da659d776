import { addDaysToIsoDate, zonedToday, type Order, type Restaurant } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { ownedRestaurantId, pickupEntry } from '../support/admin';
import { waitForMail } from '../support/outbox';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { orderOnOneOf, ownerHeaders } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * Settings → Ordering and Settings → Special days, and the 'Is active' question, as the owner uses them. The
 * rules saved here are looser than the defaults and put back afterwards, so journeys running beside these keep
 * ordering; the special day falls days ahead, where no other journey orders.
 */

const shot = (name: string) => path.join('test-results', 'screens', `service-controls-${name}.png`);

async function currentRestaurant(request: APIRequestContext): Promise<Restaurant> {
  const response = await request.get('/api/restaurants');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Restaurant[] }).data[0]!;
}

/** Puts the pickup rules back as they were. */
async function resetRules(request: APIRequestContext, restaurantId: string, rules: Restaurant) {
  const restored = await request.put(`/api/restaurants/${restaurantId}`, {
    headers: await ownerHeaders(request),
    data: {
      pickupLeadMinutes: rules.pickupLeadMinutes,
      pickupWindowDays: rules.pickupWindowDays,
      pickupSlotCapacity: rules.pickupSlotCapacity,
    },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
}

const settingsForm = (page: Page, name: string) => page.getByRole('form', { name });

test('Settings → Ordering refuses a capacity of 0 at the field, saves the rules, and the site reads them', async ({
  openSection,
  page,
}) => {
  test.setTimeout(90_000);
  const before = await currentRestaurant(page.request);
  const restaurantId = await ownedRestaurantId(page.request);
  try {
    for (const [width, viewport] of [
      ['390', VIEWPORTS.phone],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await resetRules(page.request, restaurantId, before);
      await openSection('settings');
      const form = settingsForm(page, 'Ordering');
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByLabel('Lead time (minutes)')).toHaveValue(String(before.pickupLeadMinutes));
      await expect(form.getByLabel('Ordering window (days)')).toHaveValue(String(before.pickupWindowDays));

      await form.getByLabel('Orders per pickup slot').fill('0');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      const capacity = form.getByLabel('Orders per pickup slot');
      await expect(capacity).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('Orders per pickup slot must be at least 1')).toBeVisible();
      await keepScreenshot(page, { path: shot(`ordering-refused-${width}`) });
      expect((await currentRestaurant(page.request)).pickupSlotCapacity).toBe(before.pickupSlotCapacity);

      await form.getByLabel('Lead time (minutes)').fill('90');
      await form.getByLabel('Ordering window (days)').fill('10');
      await capacity.fill('500');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Restaurant updated successfully!').first()).toBeVisible();
      await expect(form.getByText('All changes saved.')).toBeVisible();
      await expect(capacity).not.toHaveAttribute('aria-invalid');
      const saved = await currentRestaurant(page.request);
      expect([saved.pickupLeadMinutes, saved.pickupWindowDays, saved.pickupSlotCapacity]).toEqual([
        90, 10, 500,
      ]);

      await capacity.fill('');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(form.getByText('All changes saved.')).toBeVisible();
      await expect.poll(async () => (await currentRestaurant(page.request)).pickupSlotCapacity).toBeNull();
      await page.reload();
      await expect(settingsForm(page, 'Ordering').getByLabel('Orders per pickup slot')).toHaveValue('');
      await expect(settingsForm(page, 'Ordering').getByLabel('Lead time (minutes)')).toHaveValue('90');
    }
  } finally {
    await resetRules(page.request, restaurantId, before);
  }
});

for (const [width, viewport, daysAhead] of [
  ['390', VIEWPORTS.phone, [3, 4]],
  ['1280', VIEWPORTS.desktop, [5, 6]],
] as const) {
  test.describe(`service controls at ${width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('a closure over an existing order stays flagged on the day and the board, after a reload too; the owner cancels it and the customer is emailed why, then removes the day', async ({
      openSection,
      page,
      newCustomer,
    }) => {
      const restaurant = await currentRestaurant(page.request);
      const headers = await ownerHeaders(page.request);
      const today = zonedToday(new Date(), restaurant.timeZone);
      const customer = await newCustomer('Priya Closed-Day');
      const { date, order } = await orderOnOneOf(
        page.request,
        customer,
        daysAhead.map((days) => addDaysToIsoDate(today, days)),
      );
      const note = `Staff training (${width} px)`;
      try {
        await openSection('settings');
        const card = page.getByRole('region', { name: 'Special days' });
        const add = card.getByRole('form', { name: 'Add a special day' });
        await add.getByLabel('Date').fill(date);
        await expect(add.getByLabel('Closed that day')).toBeChecked();
        await add.getByLabel('Note for guests').fill(note);
        await add.getByRole('button', { name: 'Add special day' }).click();

        const dayRow = card
          .getByRole('list', { name: 'Coming special days' })
          .getByRole('listitem')
          .filter({ hasText: `Closed · ${note}` })
          .first();
        const affected = dayRow.getByRole('alert').filter({ hasText: /^Already booked for / });
        const entry = affected.getByRole('listitem').filter({ hasText: `Order ${order.orderNumber}` });
        // Stored, not remembered by the page: a reload lists the order again, flagged on the day's row.
        for (const reloaded of [false, true]) {
          if (reloaded) await page.reload();
          await expect(affected).toBeVisible();
          await expect(affected).toContainText('Nothing was cancelled: keep or cancel each.');
          await expect(entry).toContainText('Priya Closed-Day');
          await expect(dayRow).toContainText('1 booking outside these hours: keep or cancel');
        }
        await affected.scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`affected-${width}`) });
        // Nothing was cancelled by adding the day.
        const untouched = await page.request.get(`/api/orders/${order._id}`, { headers: customer.headers });
        expect(((await untouched.json()) as { data: Order }).data.status).toBe('pending');

        // The board flags the order's row too.
        await openSection('pickups');
        const boardEntry = pickupEntry(page, order.orderNumber);
        await expect(boardEntry).toContainText(`Pickup day now closed (${note}) — keep or cancel`);
        await expect(boardEntry.getByRole('button', { name: 'Keep order' })).toBeVisible();
        await boardEntry.scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`board-flag-${width}`) });

        await openSection('settings');
        await entry.getByRole('button', { name: 'Cancel order' }).click();
        const ask = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?`, exact: true });
        await expect(ask).toContainText(`${order.orderNumber}`);
        const reasonField = ask.getByLabel('Reason for the customer (optional)');
        await expect(reasonField).toHaveValue(new RegExp(`^The restaurant is closed on \\w{3} \\d+ \\(`));
        const reason = await reasonField.inputValue();
        await ask.getByRole('button', { name: 'Yes, Cancel Order' }).click();
        await expect(ask).toBeHidden();
        await expect(affected).toHaveCount(0);
        await expect(dayRow).not.toContainText('outside these hours');
        const cancelled = await page.request.get(`/api/orders/${order._id}`, { headers: customer.headers });
        const cancelledOrder = ((await cancelled.json()) as { data: Order }).data;
        expect([cancelledOrder.status, cancelledOrder.cancellationReason]).toEqual(['cancelled', reason]);
        const mail = await waitForMail(customer.email, /was cancelled by the restaurant/);
        expect(mail.text).toContain(reason);

        const listed = card.getByRole('list', { name: 'Coming special days' }).getByRole('listitem');
        const day = listed.filter({ hasText: note });
        await day.getByRole('button', { name: /^Remove the special day of / }).click();
        const remove = page.getByRole('dialog', { name: 'Remove this special day?' });
        await expect(remove).toContainText('goes back to your weekly hours');
        await keepScreenshot(page, { path: shot(`remove-${width}`) });
        await remove.getByRole('button', { name: 'Yes, Remove' }).click();
        await expect(remove).toBeHidden();
        await expect(day).toHaveCount(0);
        const days = (await (await page.request.get('/api/restaurants/special-days')).json()) as {
          data: { date: string }[];
        };
        expect(days.data.map((item) => item.date)).not.toContain(date);
      } finally {
        const days = (await (await page.request.get('/api/restaurants/special-days')).json()) as {
          data: { _id: string; date: string }[];
        };
        for (const left of days.data.filter((item) => item.date === date)) {
          await page.request.delete(`/api/restaurants/special-days/${left._id}`, { headers });
        }
      }
    });
  });
}

test("'Is active' explains itself and asks before switching the restaurant off", async ({
  openSection,
  page,
}) => {
  await openSection('restaurant');
  const active = page.getByRole('checkbox', { name: 'Restaurant is active' });
  await expect(active).toBeChecked();
  await expect(page.getByText(/site stays open to browse/).first()).toBeVisible();
  await active.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const ask = page.getByRole('dialog', { name: 'Switch the restaurant off?' });
  await expect(ask).toContainText('new online orders and table bookings are refused');
  await keepScreenshot(page, { path: shot('switch-off-1280') });
  await ask.getByRole('button', { name: 'Keep It Active' }).click();
  await expect(ask).toBeHidden();
  expect((await currentRestaurant(page.request)).isActive).toBe(true);
});
