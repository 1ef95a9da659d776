import { formatPrice, type Order, type ReviewSummary } from '@flame/shared';
import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, seedCart, setStatus, stubMapTiles, twoDishes } from '../support/orders';
import { openPage, reloadPage } from '../support/navigation';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

/** Chooses the first pickup time of the second offered day. */
async function choosePickupTime(page: Page) {
  await page.getByLabel('Pickup day').selectOption({ index: 2 });
  await page.getByLabel('Pickup time').selectOption({ index: 1 });
  await expect(page.getByText(/^Selected: [A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
}

// Journeys with live updates on a shared test machine: room for a slow moment.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('ordering for pickup: the whole journey', () => {
  test('two dishes (one discounted), a reload, checkout, live tracking as the owner moves it, then a review', async ({
    page,
    request,
    newCustomer,
  }) => {
    test.setTimeout(90_000);
    const customer = await newCustomer('Riley Journey');
    await putToken(page, customer);
    await stubMapTiles(page);
    const { discounted, plain } = await twoDishes(request);

    // Two dishes from their pages: 2 of the discounted one, 1 of the other.
    await openPage(page, `/food/${discounted._id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await openPage(page, `/food/${plain._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 3 items');

    // The cart survives a reload.
    await reloadPage(page);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 3 items');
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer.getByText(discounted.name)).toBeVisible();
    await expect(drawer.getByText(plain.name)).toBeVisible();
    await drawer.getByRole('link', { name: 'PickUp' }).click();

    // Checkout: the summary prices the discounted dish at its discounted price, its price before struck through.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick Up' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(
      summary.getByText(
        `Qty: 2 × Was ${formatPrice(discounted.price)}, now ${formatPrice(discounted.discountedPrice)}`,
      ),
    ).toBeVisible();
    const total = Math.round(discounted.discountedPrice * 200 + plain.discountedPrice * 100) / 100;
    await expect(summary.getByText(formatPrice(total), { exact: true })).toBeVisible();
    await page.getByLabel('Phone').fill('(555) 123-4567');
    await choosePickupTime(page);
    await page.getByRole('button', { name: `Place Order - ${formatPrice(total)}` }).click();

    // The order detail, and the cart is empty again.
    await expect(page).toHaveURL(/\/order\/[\w-]+$/);
    const orderId = page.url().split('/').pop()!;
    // The order number leads; the order's own code follows it.
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await expect(page.getByText(`code #${orderId.slice(-6).toUpperCase()}`)).toBeVisible();
    await expect(page.getByText('Order Placed').first()).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart');
    await expect(page.getByText(formatPrice(total)).first()).toBeVisible();
    // Arriving from checkout, the page says the order was placed; a reload does not say it again.
    const placedNotice = page
      .getByRole('status')
      .filter({ hasText: 'Order placed. Pay at the restaurant when you pick it up.' });
    await expect(placedNotice).toBeVisible();
    await reloadPage(page);
    // The order number leads; the order's own code follows it.
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
    await expect(page.getByText(`code #${orderId.slice(-6).toUpperCase()}`)).toBeVisible();
    await expect(placedNotice).toHaveCount(0);

    // Live tracking: the owner moves the order through the API; the open view follows without a reload.
    await page.getByRole('link', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live Tracking' })).toBeVisible();
    await expect(page.getByText('Live updates on')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const progress = page.getByRole('region', { name: 'Order Progress' }).getByRole('listitem');
    const steps = [
      ['confirmed', 'Order confirmed', 'Order confirmed by the restaurant'],
      ['preparing', 'Preparing your order', 'The kitchen is preparing your order'],
      ['ready', 'Ready for pickup', 'Your order is ready for pickup'],
      ['completed', 'Picked up', 'Order picked up. Enjoy your meal!'],
    ] as const;
    for (const [index, [status, text, message]] of steps.entries()) {
      await setStatus(request, orderId, status);
      const card = page.getByRole('region', { name: 'Status', exact: true });
      await expect(card.getByText(text, { exact: true })).toBeVisible({ timeout: 10_000 });
      await expect(card.getByText(message)).toBeVisible();
      await expect(progress).toHaveCount(index + 2);
    }
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // The review, once per order; it joins the restaurant's reviews and the home page.
    await page.getByRole('link', { name: /Back to order/ }).click();
    await page.getByRole('link', { name: 'Write a Review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    await page.getByLabel('5 stars, Excellent').check();
    const text = `Momos like in Kathmandu, ready on the minute (${orderId.slice(-6)}).`;
    await page.getByLabel('Your review').fill(text);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();

    const summaryResponse = await request.get('/api/restaurants/reviews');
    const reviews = ((await summaryResponse.json()) as { data: ReviewSummary }).data;
    expect(reviews.reviews).toContainEqual(
      expect.objectContaining({ author: 'Riley Journey', rating: 5, text }),
    );
    // The home page's reviews section shows it (top reviews: best first, newest first among equals).
    await page.goto('/');
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('Riley Journey')).toBeVisible();

    const order = (
      (await (await request.get(`/api/orders/${orderId}`, { headers: customer.headers })).json()) as {
        data: Order;
      }
    ).data;
    expect(order.review).toMatchObject({ rating: 5, text });
  });
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`checkout (${width})`, () => {
    test.use({ viewport });

    test('a visitor is sent to log in', async ({ page }) => {
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
    });

    test('an empty cart is sent to the menu', async ({ page, newCustomer }) => {
      await putToken(page, await newCustomer());
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/menu$/);
    });

    test("the form: summary, 'Select Date and Time' with only allowed times, the form's validation messages", async ({
      page,
      request,
      newCustomer,
    }) => {
      await putToken(page, await newCustomer());
      const { discounted, plain } = await twoDishes(request);
      await seedCart(page, [
        { ...cartLine(discounted, 2), specialInstructions: 'Extra achar' },
        cartLine(plain),
      ]);
      await openPage(page, '/checkout');

      await expect(page.getByRole('heading', { level: 1, name: 'Pick Up' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByText('“Extra achar”')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pickup details' })).toBeVisible();
      await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '(555) 123-4567');
      await expect(page.getByText('Selected: None')).toBeVisible();
      // Every required field carries the same mark, Phone too; the times are said to be the restaurant's.
      const delivery = page.getByRole('region', { name: 'Pickup details' });
      await expect(delivery.locator('label, legend').filter({ hasText: /\*$/ })).toHaveText([
        'Phone*',
        'Select Date and Time*',
        'Payment Method*',
      ]);
      await expect(delivery.getByText(/^Times are the restaurant's local time \(.+\)\.$/)).toBeVisible();
      const payment = page.getByLabel('Payment Method');
      await expect(payment.locator('option')).toHaveText(['Pay at Restaurant']);
      await expect(payment).toHaveValue('cash');

      // Days: at most 8 (today and the next 7); times every 15 minutes.
      const days = await page.getByLabel('Pickup day').locator('option').count();
      expect(days).toBeGreaterThanOrEqual(7);
      expect(days).toBeLessThanOrEqual(9);
      await page.getByLabel('Pickup day').selectOption({ index: 2 });
      await expect(page.getByLabel('Pickup time')).toBeEnabled(); // the day's times have arrived
      const times = await page.getByLabel('Pickup time').locator('option').allTextContents();
      expect(times[1]).toMatch(/^1[01]:00 AM$/); // the day opens at 10 or 11
      expect(times[2]).toMatch(/:15 AM$/);
      await page.getByLabel('Pickup day').selectOption({ index: 0 });

      await page.getByRole('button', { name: /^Place Order - \$/ }).click();
      await expect(page.getByText('Phone number is required')).toBeVisible();
      await expect(page.getByText('Please select a pickup time')).toBeVisible();
      await page.getByLabel('Phone').fill('abc');
      await page.getByRole('button', { name: /^Place Order - \$/ }).click();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      await expect(page.getByLabel('Phone')).toBeFocused();
      await expect(page).toHaveURL(/\/checkout$/);
      await expectNoSeriousAxeViolations(page);
    });

    test('a dish that left the menu is flagged and must be removed', async ({
      page,
      request,
      newCustomer,
    }) => {
      await putToken(page, await newCustomer());
      const { plain } = await twoDishes(request);
      const gone = {
        _id: 'dish-that-was-deleted',
        name: 'Yesterday’s Special',
        images: [],
        discountedPrice: 9.5,
      };
      await seedCart(page, [cartLine(plain), cartLine(gone)]);
      await openPage(page, '/checkout');

      await expect(page.getByText('No longer on the menu')).toBeVisible();
      await expect(
        page.getByText('Remove the dishes marked as unavailable to place your order.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Place Order/ })).toBeDisabled();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Remove Yesterday’s Special' }).click();
      await expect(page.getByText('No longer on the menu')).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: `Place Order - ${formatPrice(plain.discountedPrice)}` }),
      ).toBeEnabled();
    });

    test("a failed order shows the server's message in a red box and keeps the form", async ({
      page,
      request,
      consoleErrors,
      newCustomer,
    }) => {
      await putToken(page, await newCustomer());
      const { plain } = await twoDishes(request);
      await seedCart(page, [cartLine(plain)]);
      await page.route('**/api/orders/pickup', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'The kitchen is closed for a private event today',
          }),
        }),
      );
      await openPage(page, '/checkout');
      await page.getByLabel('Phone').fill('(555) 123-4567');
      await choosePickupTime(page);
      await page.getByRole('button', { name: /^Place Order/ }).click();
      await expect(page.getByRole('alert')).toHaveText('The kitchen is closed for a private event today');
      await expect(page.getByLabel('Phone')).toHaveValue('(555) 123-4567');
      await expect(page).toHaveURL(/\/checkout$/);
      await expectNoSeriousAxeViolations(page);
      allowConsoleErrors(consoleErrors, /status of 503/);
    });
  });
}
