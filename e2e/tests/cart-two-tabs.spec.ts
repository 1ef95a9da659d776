import { formatPrice } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { cartLine, seedCart, storedCart, stubMapTiles, twoDishes } from '../support/orders';
import { putToken } from '../support/customers';
import { openPage } from '../support/navigation';

// Two pages with live streams on a shared test machine: room for a slow moment.
const expect = baseExpect.configure({ timeout: 20_000 });

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

/**
 * Two tabs of one browser share one cart: a dish added in one shows in the other's checkout, 'Place Order'
 * orders what the cart holds at that moment, and a line added after the order stays in the cart.
 */
test('a dish added in another tab is on the checkout and in the order; a later one stays in the cart', async ({
  page,
  request,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  await putToken(page, await newCustomer());
  await stubMapTiles(page);
  const { discounted, plain } = await twoDishes(request);
  await seedCart(page, [cartLine(plain)]);

  await openPage(page, '/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(plain.name)).toBeVisible();

  // Tab A adds the discounted dish while tab B shows checkout.
  const other = await page.context().newPage();
  await openPage(other, `/food/${discounted._id}`);
  await other.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartButton(other)).toHaveAccessibleName('Open cart, 2 items');

  await expect(summary.getByText(discounted.name)).toBeVisible();
  const total = Math.round((plain.discountedPrice + discounted.discountedPrice) * 100) / 100;
  await page.getByLabel('Phone').fill('(555) 123-4567');
  await page.getByLabel('Pickup day').selectOption({ index: 2 });
  await page.getByLabel('Pickup time').selectOption({ index: 1 });
  await page.getByRole('button', { name: `Place Order - ${formatPrice(total)}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByText(plain.name).first()).toBeVisible();
  await expect(page.getByText(discounted.name).first()).toBeVisible();
  // Both tabs show the emptied cart.
  await expect(cartButton(other)).toHaveAccessibleName('Open cart');
  await expect(cartButton(page)).toHaveAccessibleName('Open cart');
  expect(await storedCart(other)).toEqual([]);
});
