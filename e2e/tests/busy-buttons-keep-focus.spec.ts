import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { putToken } from '../support/customers';
import { placeOrder } from '../support/orders';
import { holdRequests } from '../support/hold-requests';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

const ORDERS_API = '**/api/orders';

const activeElementIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`busy buttons on ${name}`, () => {
    test.use({ viewport });

    test("orders' 'Try Again', gone while the orders load, hands the focus to the page's heading", async ({
      page,
      consoleErrors,
      newCustomer,
    }) => {
      await putToken(page, await newCustomer());
      await page.route(ORDERS_API, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Something went wrong. Please try again.' }),
        }),
      );
      await openPage(page, '/orders');
      await expect(page.getByRole('heading', { name: 'Failed to load orders' })).toBeVisible();
      await page.unroute(ORDERS_API);
      const release = await holdRequests(page, ORDERS_API);

      await page.getByRole('button', { name: 'Try Again' }).focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: 'Your Orders' });
      await expect(page.getByText('Loading orders...')).toBeVisible();
      await expect(heading).toBeFocused();
      release();
      await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      await expect(heading).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse Menu' })).toBeFocused();
      allowConsoleErrors(consoleErrors, /status of 500/);
    });

    test("'Yes, Cancel Order' pressed with the keyboard keeps the focus in the dialog while it works, then lands by the outcome", async ({
      page,
      request,
      customer,
    }) => {
      const order = await placeOrder(request, customer);
      await openPage(page, `/order/${order._id}`);
      const opener = page.getByRole('button', { name: 'Cancel Order' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?`, exact: true });
      await expect(dialog).toBeVisible();
      const release = await holdRequests(page, `**/api/orders/${order._id}/cancel`);
      const confirm = dialog.getByRole('button', { name: 'Yes, Cancel Order' });
      await confirm.focus();
      await page.keyboard.press('Enter');

      // Busy: unavailable to presses and dimmed as before, but still holding the focus (a disabled one drops it).
      const busy = dialog.getByRole('button', { name: 'Cancelling...' });
      await expect(busy).toHaveAttribute('aria-disabled', 'true');
      await expect(busy).toHaveCSS('opacity', '0.6');
      await expect(busy).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Keep Order' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await page.keyboard.press('Enter'); // a second press while it works does nothing
      await expect(busy).toBeFocused();
      if (name === 'phone')
        await keepScreenshot(dialog, { path: 'test-results/screens/busy-confirm-390.png' });

      release();
      await expect(dialog).toBeHidden();
      await expect(opener).toHaveCount(0); // a cancelled order cannot be cancelled again
      // The focus lands on the heading of the card the button stood in, never on the page.
      await expect(page.getByRole('heading', { name: 'Pick Up' })).toBeFocused();
      expect(await activeElementIsBody(page)).toBe(false);
    });
  });
}
