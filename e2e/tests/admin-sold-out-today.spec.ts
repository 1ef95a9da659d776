import path from 'node:path';
import type { Food } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, openPickupDays, ownerHeaders, seedCart, twoDishes } from '../support/orders';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/**
 * 'Sold out today': the owner marks a dish with one tap, customers see it on the menu, the dish page and at
 * checkout, and the owner brings it back. Each test uses a dish of its own, so no other journey's order meets it.
 */

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${process.pid}${(counter += 1)}`;
const shot = (name: string) => path.join('test-results', 'screens', `sold-out-${name}.png`);

async function newDish(request: APIRequestContext, name: string): Promise<Food> {
  const response = await request.post('/api/food', {
    headers: await ownerHeaders(request),
    multipart: {
      name,
      price: '12',
      category: 'Main Course',
      description: 'Slow-cooked, made in small batches.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

async function removeDish(request: APIRequestContext, id: string) {
  await request.delete(`/api/food/${id}`, { headers: await ownerHeaders(request) });
}

async function setSoldOut(request: APIRequestContext, id: string, soldOut: boolean) {
  const response = await request.patch(`/api/food/${id}/sold-out`, {
    headers: await ownerHeaders(request),
    data: { soldOut },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function soldOutToggle(page: Page, name: string) {
  return page.getByRole('button', { name: `Sold out today: ${name}` });
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`sold out today at ${width} px`, () => {
    test.use({ viewport });

    test("the owner marks a dish 'Sold out today' with one tap and brings it back", async ({
      openSection,
      page,
    }) => {
      test.setTimeout(90_000);
      const name = unique('E2E Lamb Curry');
      const dish = await newDish(page.request, name);
      try {
        await openSection('menu');
        await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible({ timeout: 20_000 });
        await page.getByRole('searchbox').first().fill(name);
        const toggle = soldOutToggle(page, name);
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');

        await toggle.click();
        await expect(page.getByText(`${name}: Marked sold out today`)).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        // The badge on the photo, beside the pressed button of the same words.
        const card = page.getByRole('article').filter({ hasText: name });
        await expect(card.getByText('Sold out today', { exact: true })).toHaveCount(2);
        await expect(card.getByText('Sold out today', { exact: true }).first()).toBeVisible();
        // When it is back, on the card itself.
        await expect(card.getByText(/^Back \w+day \d{1,2}:\d{2} [AP]M\.$/)).toBeVisible();
        // Not hidden: the availability switch stays on.
        await expect(page.getByRole('switch', { name: `Available: ${name}` })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        const answer = await page.request.get(`/api/food/${dish._id}`);
        expect(((await answer.json()) as { data: Food }).data.soldOutUntil).not.toBeNull();
        await keepScreenshot(page, { path: shot(`owner-menu-${width}`) });

        await toggle.click();
        await expect(page.getByText(`${name}: Back on the menu`)).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        const back = await page.request.get(`/api/food/${dish._id}`);
        expect(((await back.json()) as { data: Food }).data.soldOutUntil).toBeNull();
      } finally {
        await removeDish(page.request, dish._id);
      }
    });

    test('a customer sees it sold out on the menu, the dish page and at checkout', async ({
      page,
      newCustomer,
    }) => {
      test.setTimeout(90_000);
      const name = unique('E2E Goat Biryani');
      const dish = await newDish(page.request, name);
      try {
        await setSoldOut(page.request, dish._id, true);
        const customer = await newCustomer('Rosa Soldout');
        await putToken(page, customer);

        await page.goto(`/menu?q=${encodeURIComponent(name)}`);
        const card = page.getByRole('article').filter({ hasText: name });
        await expect(card.getByText('Sold out today', { exact: true })).toBeVisible();
        await keepScreenshot(page, { path: shot(`menu-${width}`) });

        await page.goto(`/food/${dish._id}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const add = page.getByRole('button', { name: 'Add to Cart' });
        await expect(add).toBeDisabled();
        await expect(add).toHaveAccessibleDescription(/^Sold out today\. Back \w+day \d{1,2}:\d{2} [AP]M\.$/);
        // Said once, beside the button, in the bar that stays on screen.
        await add.scrollIntoViewIfNeeded();
        const bar = page.locator('div.sticky').filter({ has: add });
        await expect(bar.getByText(/^Sold out today\. Back /)).toBeInViewport();
        await expect(page.getByRole('main').getByText(/Sold out today/)).toHaveCount(1);
        // Nothing to choose for a dish that cannot be added: no quantity, no special instructions.
        await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
        await expect(page.getByLabel(/Special instructions/)).toHaveCount(0);
        await keepScreenshot(page, { path: shot(`dish-${width}`) });

        // A cart filled before it sold out: checkout names the line and orders nothing until it is removed.
        const { plain } = await twoDishes(page.request);
        await seedCart(page, [cartLine(dish), cartLine(plain)]);
        await page.goto('/checkout');
        const line = page.getByRole('listitem').filter({ hasText: name });
        await expect(line.getByText('Sold out today', { exact: true })).toBeVisible();
        await keepScreenshot(page, { path: shot(`checkout-${width}`), fullPage: true });
        await line.getByRole('button', { name: `Remove ${name}` }).click();
        await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
      } finally {
        await removeDish(page.request, dish._id);
      }
    });

    test('checkout takes a sold-out dish for a pickup from when it is back, and not before', async ({
      page,
      newCustomer,
    }, testInfo) => {
      test.setTimeout(90_000);
      const name = unique('E2E Dal Makhani');
      const dish = await newDish(page.request, name);
      try {
        await setSoldOut(page.request, dish._id, true);
        await putToken(page, await newCustomer('Rosa Preorder'));
        await seedCart(page, [cartLine(dish)]);
        await page.goto('/checkout');
        const line = page.getByRole('listitem').filter({ hasText: name });
        const place = page.getByRole('button', { name: /^Place Order - / });
        // No pickup chosen yet: the dish is sold out today, and the order waits for a later time.
        await expect(line.getByText('Sold out today', { exact: true })).toBeVisible();
        await expect(
          page.getByText('A dish marked sold out can be ordered for a pickup from when it is back'),
        ).toBeVisible();
        await expect(place).toBeDisabled();

        // The last open day is after its return: the line is orderable, and the order goes through.
        await page.getByLabel('Pickup day').selectOption((await openPickupDays(page)).at(-1)!);
        await page.getByLabel('Pickup time').selectOption({ index: 1 });
        await expect(line.getByText('Sold out today', { exact: true })).toHaveCount(0);
        await expect(place).toBeEnabled();
        await keepScreenshot(page, {
          path: testInfo.outputPath(`preorder-checkout-${width}.png`),
          fullPage: true,
        });
        await page.getByLabel('Phone').fill('(555) 123-4567');
        await place.click();
        await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByText(name).first()).toBeVisible();
      } finally {
        await removeDish(page.request, dish._id);
      }
    });

    test('the open cart strikes out a dish sold out while it is in the cart, and PickUp waits for its removal', async ({
      page,
      newCustomer,
    }) => {
      test.setTimeout(90_000);
      const name = unique('E2E Butter Chicken');
      const dish = await newDish(page.request, name);
      try {
        const customer = await newCustomer('Sam Cartline');
        await putToken(page, customer);
        const { plain } = await twoDishes(page.request);
        await seedCart(page, [cartLine(dish, 2), cartLine(plain)]);
        await openPage(page, '/menu');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Open cart/ })
          .click();
        const drawer = page.getByRole('dialog', { name: 'Your Cart' });
        const line = drawer.getByRole('listitem').filter({ hasText: name });
        await expect(line.getByRole('button', { name: `Increase quantity of ${name}` })).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'PickUp' })).toBeVisible();

        // The owner marks it while the drawer is open: the drawer learns of it without a reload.
        await setSoldOut(page.request, dish._id, true);
        await expect(line.getByText('Sold out today', { exact: true })).toBeVisible({ timeout: 5_000 });
        await expect(line.getByRole('paragraph').filter({ hasText: name })).toHaveCSS(
          'text-decoration-line',
          'line-through',
        );
        await expect(line.getByRole('button', { name: `Increase quantity of ${name}` })).toHaveCount(0);
        await expect(line.getByRole('button', { name: `Decrease quantity of ${name}` })).toHaveCount(0);
        await expect(drawer.getByRole('link', { name: 'PickUp' })).toHaveCount(0);
        await expect(drawer.getByRole('button', { name: 'PickUp' })).toBeDisabled();
        await expect(
          drawer.getByText('Remove the dishes marked as unavailable to place your order.'),
        ).toBeVisible();
        // The total is the other dish's alone.
        const total = drawer.getByText('Total').locator('..');
        await expect(total).toContainText(`$${plain.discountedPrice.toFixed(2)}`);
        await line.getByText('Sold out today', { exact: true }).scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`cart-drawer-${width}`) });

        await line.getByRole('button', { name: `Remove ${name}` }).click();
        await expect(drawer.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
        await expect(drawer.getByRole('link', { name: 'PickUp' })).toBeVisible();
      } finally {
        await removeDish(page.request, dish._id);
      }
    });
  });
}
