import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../support/fixtures';
import { cartLine, seedCart, storedCart, twoDishes } from '../support/orders';
import { openPage, reloadPage } from '../support/navigation';

/** The header's cart button, which names how many items the cart holds. */
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

test.describe('the cart belongs to the person signed in', () => {
  test.slow();

  test('logging out empties the cart, so the next person on the device never sees it', async ({
    page,
    signInAsCustomer,
  }) => {
    const { discounted, plain } = await twoDishes(page.request);
    await seedCart(page, [cartLine(discounted, 2), cartLine(plain)]);
    await signInAsCustomer('/profile', 'Shared Device');
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 3 items');

    await page
      .getByRole('region', { name: 'Account Actions' })
      .getByRole('button', { name: 'Log Out', exact: true })
      .click();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart');
    expect(await storedCart(page)).toEqual([]);

    // The next visitor on this device opens the site afresh: still nothing in the cart.
    await openPage(page, '/menu');
    await expect(cartButton(page)).toHaveAccessibleName('Open cart');
  });

  test('a session that ended on the server takes the cart with it when the app signs out', async ({
    page,
    consoleErrors,
    signInAsCustomer,
  }) => {
    const { plain } = await twoDishes(page.request);
    await seedCart(page, [cartLine(plain, 4)]);
    const customer = await signInAsCustomer('/menu', 'Expired Session');
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 4 items');

    // The session ends elsewhere (logged out on the server); the app finds out on its next visit and signs out.
    const ended = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(ended.ok()).toBe(true);
    // The reloaded page's own check: the first page's may still be on its way back.
    const reloadedAt = Date.now();
    const check = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/auth/me') && response.request().timing().startTime >= reloadedAt,
    );
    await page.reload();
    expect((await check).status()).toBe(401);
    await expect.poll(() => storedCart(page)).toEqual([]);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart');
    allowConsoleErrors(consoleErrors, /401 \(Unauthorized\)/);
  });

  test('a visitor who never signed in keeps their cart', async ({ page }) => {
    const { plain } = await twoDishes(page.request);
    await seedCart(page, [cartLine(plain)]);
    await openPage(page, '/menu');
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item');
    await reloadPage(page);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item');
  });
});
