import { CART_STORAGE_KEY } from '@flame/shared';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, openPickupDays, seedCart, twoDishes } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * A reload at checkout (a phone that drops the page, a tap on the address bar) keeps what the customer typed:
 * the phone and the pickup day and time. Once the order is placed, the next checkout starts afresh.
 */
for (const [width, viewport] of [
  ['390', VIEWPORTS.phone],
  ['1280', VIEWPORTS.desktop],
] as const) {
  test.describe(`checkout at ${width} px`, () => {
    test.use({ viewport });

    test('a reload keeps the phone and the pickup time; after the order, the next checkout starts afresh', async ({
      page,
      request,
      signInAsCustomer,
    }, testInfo) => {
      const { plain } = await twoDishes(request);
      await seedCart(page, [cartLine(plain)]);
      await signInAsCustomer('/checkout', `Rita Reload ${width}`);
      const phone = page.getByLabel('Phone');
      const day = page.getByLabel('Pickup day');
      const time = page.getByLabel('Pickup time');
      const [firstDay] = await openPickupDays(page);
      await phone.fill('(512) 555-0144');
      await day.selectOption(firstDay!);
      await time.selectOption({ index: 1 });
      const chosen = await time.inputValue();
      expect(chosen).not.toBe('');

      await page.reload();
      await expect(phone).toHaveValue('(512) 555-0144');
      await expect(day).toHaveValue(firstDay!);
      await expect(time).toHaveValue(chosen);
      await expect(page.getByText(/^Selected: /)).not.toHaveText('Selected: None');
      await keepScreenshot(page, {
        path: testInfo.outputPath(`checkout-reloaded-${width}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: /^Place Order - / }).click();
      await expect(page).toHaveURL(/\/order\/[^/]+$/);

      // A new cart: the phone (none in this customer's profile) and the time are empty again.
      await page.evaluate(({ key, cart }) => window.localStorage.setItem(key, cart), {
        key: CART_STORAGE_KEY,
        cart: JSON.stringify([cartLine(plain)]),
      });
      await page.goto('/checkout');
      await openPickupDays(page);
      await expect(phone).toHaveValue('');
      await expect(time).toHaveValue('');
      await expect(page.getByText(/^Selected: /)).toHaveText('Selected: None');
    });
  });
}
