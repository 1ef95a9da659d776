import path from 'node:path';
import { optionsSummary, type Food, type Order } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { putToken, type Customer } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, pickupTime } from '../support/orders';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/**
 * 'Order again' with one dish sold out and one hidden since, from the order list at 390 px and from the order
 * page at 1280 px; and the phone kept on the profile is the one checkout fills in. The journey adds dishes of
 * its own to the menu and sells out and hides them, which changes what public pages show: hence the owner's
 * server (`admin-*`), where no journey counts the public menu.
 */

// A whole journey with live pages on a shared, busy test machine: room for a slow moment.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${process.pid}${(counter += 1)}`;
const shot = (name: string) => path.join('test-results', 'screens', `order-again-${name}.png`);

async function newDish(
  request: APIRequestContext,
  name: string,
  optionGroups: unknown[] = [],
): Promise<Food> {
  const response = await request.post('/api/food', {
    headers: await ownerHeaders(request),
    multipart: {
      name,
      price: '14',
      category: 'Main Course',
      description: 'Made in small batches for this journey.',
      optionGroups: JSON.stringify(optionGroups),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

async function ownerPatch(request: APIRequestContext, url: string, data: object) {
  const response = await request.patch(url, { headers: await ownerHeaders(request), data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Three dishes of the test's own: a stew with a required spice level and a priced extra, and two plain ones. */
async function journeyDishes(request: APIRequestContext) {
  const stew = await newDish(request, unique('E2E Yak Stew'), [
    {
      name: 'Spice level',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [{ name: 'Mild' }, { name: 'Hot' }],
    },
    { name: 'Extras', minChoices: 0, maxChoices: 1, choices: [{ name: 'Extra roti', priceDelta: 2.5 }] },
  ]);
  const lassi = await newDish(request, unique('E2E Rose Lassi'));
  const roti = await newDish(request, unique('E2E Millet Roti'));
  return { stew, lassi, roti };
}

/** The customer's past order: 2 Hot stews with an extra roti and a note, a lassi and a roti. */
async function pastOrder(
  request: APIRequestContext,
  customer: Customer,
  dishes: Awaited<ReturnType<typeof journeyDishes>>,
) {
  const [spice, extras] = dishes.stew.optionGroups;
  const hot = spice!.choices.find((choice) => choice.name === 'Hot')!;
  const response = await request.post('/api/orders/pickup', {
    headers: customer.headers,
    data: {
      items: [
        {
          foodId: dishes.stew._id,
          quantity: 2,
          choiceIds: [hot._id, extras!.choices[0]!._id],
          specialInstructions: 'Less salt',
        },
        { foodId: dishes.lassi._id, quantity: 1 },
        { foodId: dishes.roti._id, quantity: 1 },
      ],
      phone: '(555) 010-2233',
      paymentMethod: 'pay at restaurant',
      pickupTime: await pickupTime(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** The customer keeps a phone number on the profile page. */
async function savePhoneOnProfile(page: Page, phone: string) {
  await openPage(page, '/profile');
  const info = page.getByRole('region', { name: 'Personal Information' });
  await expect(info.getByText('Not given yet')).toBeVisible();
  await info.getByRole('button', { name: 'Edit Profile' }).click();
  const form = info.getByRole('form', { name: 'Edit Profile' });
  await form.getByLabel('Phone').fill('12');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(info.getByText('Profile updated successfully!')).toBeVisible();
  await expect(info.getByText(phone)).toBeVisible();
  await keepScreenshot(page, { path: shot(`profile-${page.viewportSize()!.width}`) });
}

for (const [width, viewport, from] of [
  ['390', VIEWPORTS.phone, 'the order list'],
  ['1280', VIEWPORTS.desktop, 'the order page'],
] as const) {
  test(`'Order again' from ${from} names the dishes left out and fills the cart, at ${width} px`, async ({
    page,
    newCustomer,
  }) => {
    await page.setViewportSize(viewport);
    const dishes = await journeyDishes(page.request);
    try {
      const customer = await newCustomer('Tenzin Order-Again');
      const order = await pastOrder(page.request, customer, dishes);
      // Since then: the lassi sold out today, the roti hidden from the menu.
      await ownerPatch(page.request, `/api/food/${dishes.lassi._id}/sold-out`, { soldOut: true });
      await ownerPatch(page.request, `/api/food/${dishes.roti._id}/availability`, { isAvailable: false });

      await putToken(page, customer);
      const phone = '(512) 555-0142';
      await savePhoneOnProfile(page, phone);

      if (from === 'the order list') {
        await openPage(page, '/orders');
        const card = page.getByRole('main').getByRole('article').filter({ hasText: dishes.stew.name });
        await expect(card.getByRole('button', { name: 'Order again' })).toBeVisible();
        await keepScreenshot(page, { path: shot(`orders-${width}`) });
        await card.getByRole('button', { name: 'Order again' }).click();
      } else {
        await openPage(page, `/order/${order._id}`);
        await page.getByRole('button', { name: 'Order again' }).click();
      }

      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      const notice = drawer.getByRole('status').filter({ hasText: 'Added 2 items from your order.' });
      await expect(notice).toHaveText(
        `Added 2 items from your order.Left out: ${dishes.lassi.name} (sold out today), ${dishes.roti.name} (no longer on the menu).`,
      );
      // The kept line: both stews, with their spice level, the extra and the note.
      const lines = drawer.getByRole('listitem');
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText(dishes.stew.name);
      await expect(
        lines.first().getByText(
          optionsSummary([
            { group: 'Spice level', name: 'Hot', priceDelta: 0 },
            { group: 'Extras', name: 'Extra roti', priceDelta: 2.5 },
          ]),
        ),
      ).toBeVisible();
      await expect(lines.first()).toContainText('“Less salt”');
      await expect(lines.first().getByLabel('Quantity: 2')).toBeVisible();
      // (14 + 2.50) × 2, at today's prices.
      await expect(drawer.getByText('Total').locator('..')).toHaveText('Total$33.00');
      await keepScreenshot(page, { path: shot(`cart-${width}`) });
      await expectNoSeriousAxeViolations(page);

      // Checkout fills in the profile's phone, still editable.
      await drawer.getByRole('link', { name: 'PickUp' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const phoneField = page.getByLabel('Phone');
      await expect(phoneField).toHaveValue(phone);
      await expect(phoneField).toBeEditable();
      await expect(page.getByText('From your profile. A change here is for this order only.')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Order Summary' }).getByText(dishes.stew.name),
      ).toBeVisible();
      await keepScreenshot(page, { path: shot(`checkout-${width}`) });
    } finally {
      for (const dish of Object.values(dishes)) {
        await page.request.delete(`/api/food/${dish._id}`, { headers: await ownerHeaders(page.request) });
      }
    }
  });
}
