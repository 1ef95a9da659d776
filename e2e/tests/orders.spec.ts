import { formatInZone, formatPickupTime, formatPrice } from '@flame/shared';
import { putToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder, setStatus, stubMapTiles } from '../support/orders';
import { openPage, reloadPage } from '../support/navigation';
import { holdRequests } from '../support/hold-requests';
import { keepScreenshot } from '../support/screenshots';

const code = (id: string) => id.slice(-6).toUpperCase();

// Journeys with live updates on a shared test machine: room for a slow moment.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`order list (${width})`, () => {
    test.use({ viewport });

    test('a visitor is asked to log in', async ({ page }) => {
      await openPage(page, '/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
      await expect(page.getByText('Please log in to view your orders')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
        'href',
        '/login?redirectTo=%2Forders',
      );
      await expectNoSeriousAxeViolations(page);
    });

    test("no orders yet: 'Browse Menu'", async ({ page, newCustomer }) => {
      await putToken(page, await newCustomer());
      await openPage(page, '/orders');
      await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      await expect(page.getByText('Start exploring our menu and place your first order!')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse Menu' })).toHaveAttribute(
        'href',
        '/menu',
      );
      await expectNoSeriousAxeViolations(page);
    });

    test("loading shows 'Loading orders...', a failure 'Failed to load orders' with 'Try Again'", async ({
      page,
      consoleErrors,
      newCustomer,
    }) => {
      await putToken(page, await newCustomer());
      let fail = true;
      await page.route('**/api/orders', async (route) => {
        if (fail) {
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Something went wrong. Please try again.' }),
          });
        } else {
          await route.continue();
        }
      });
      // Held until the loading state has shown, then answered (by the route above).
      const release = await holdRequests(page, '**/api/orders');
      await page.goto('/orders');
      await expect(page.getByText('Loading orders...')).toBeAttached();
      release();
      await expect(page.getByRole('heading', { name: 'Failed to load orders' })).toBeVisible();
      await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 500/);
    });

    test("the API unreachable: a signed-in customer gets 'Unable to reach the restaurant', not 'Log in required'", async ({
      page,
      consoleErrors,
      newCustomer,
    }, testInfo) => {
      await putToken(page, await newCustomer());
      let blocked = true;
      await page.route('**/api/**', async (route) => {
        if (blocked) await route.abort('internetdisconnected');
        else await route.continue();
      });
      await page.goto('/orders');
      await expect(page.getByText('Loading orders...')).toBeAttached();
      // Every check of the stored session goes unanswered (about 8 s of retries): still not a sign-out.
      const failed = page.getByRole('heading', { name: 'Failed to load orders' });
      await expect(failed).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByText('Unable to reach the restaurant. Check your connection and try again.'),
      ).toBeVisible();
      await expect(page.getByText('Log in required')).toHaveCount(0);
      await expect(page.getByText('Please log in to view your orders')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveCount(0);
      await keepScreenshot(page, { path: testInfo.outputPath(`orders-unreachable-${width}.png`) });

      blocked = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    });

    test('each card: the order number, then its short code, status, item count, dates, payment, first two items and the total; the search finds an order by number or code', async ({
      page,
      request,
      customer,
    }) => {
      const first = await placeOrder(request, customer);
      const second = await placeOrder(request, customer);
      await setStatus(request, first._id, 'completed');
      await openPage(page, '/orders');

      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards).toHaveCount(2);
      const newest = cards.first();
      const number = newest.getByText(`Order ${second.orderNumber}`, { exact: true });
      const shortCode = newest.getByText(`code #${code(second._id)}`, { exact: true });
      await expect(number).toBeVisible();
      await expect(shortCode).toBeVisible();
      // The number leads; the code follows as secondary text.
      expect((await number.boundingBox())!.x).toBeLessThan((await shortCode.boundingBox())!.x);
      await expect(newest.getByText('Order Placed')).toBeVisible();
      await expect(newest.getByText('3 items')).toBeVisible();
      await expect(newest.getByText('Pay at Restaurant')).toBeVisible();
      // One date format on the card: the month written out, as in the pickup time.
      const month = '(January|February|March|April|May|June|July|August|September|October|November|December)';
      await expect(newest.getByText(/^Placed:/).locator('..')).toHaveText(
        new RegExp(`^Placed:${month} \\d{1,2}, \\d{4}$`),
      );
      await expect(newest.getByText(/^Pickup:/).locator('..')).toHaveText(
        new RegExp(`^Pickup:${month} \\d{1,2}, \\d{4} \\d{1,2}:\\d{2} (AM|PM)$`),
      );
      await expect(newest.getByText(second.items.map((item) => item.food.name).join(', '))).toBeVisible();
      await expect(newest.getByText(formatPrice(second.total))).toBeVisible();
      await expect(cards.nth(1).getByText('Picked Up', { exact: true })).toBeVisible();

      // The search finds an order by the number the emails and the restaurant use, with or without '#', and
      // still by its short code; nothing found says so, with the way back to every order.
      const search = page.getByRole('searchbox', { name: 'Search your orders by number or code' });
      const names = page
        .getByRole('main')
        .getByRole('listitem')
        .getByText(/^Order \d+$/);
      for (const query of [`${first.orderNumber}`, `#${first.orderNumber}`, code(first._id).toLowerCase()]) {
        await search.fill(query);
        await expect(names).toHaveText([`Order ${first.orderNumber}`]);
      }
      await search.fill(`#${second.orderNumber}`);
      await expect(names).toHaveText([`Order ${second.orderNumber}`]);
      await keepScreenshot(page, { path: `test-results/screens/orders-search-${width}.png`, fullPage: true });
      await search.fill('#99999999');
      await expect(
        page.getByRole('status').filter({ hasText: 'No order has the number or code “#99999999”.' }),
      ).toBeVisible();
      await expect(names).toHaveCount(0);
      await page.getByRole('button', { name: 'Show all orders' }).click();
      await expect(search).toHaveValue('');
      await expect(names).toHaveText([`Order ${second.orderNumber}`, `Order ${first.orderNumber}`]);
      await expectNoSeriousAxeViolations(page);
      await newest.getByRole('link', { name: `View order ${second.orderNumber}` }).click();
      await expect(page).toHaveURL(`/order/${second._id}`);
    });
  });

  test.describe(`order detail (${width})`, () => {
    test.use({ viewport });

    test('items, total, pickup time and a live timeline; cancel asks first', async ({
      page,
      request,
      customer,
    }) => {
      const order = await placeOrder(request, customer);
      await page.goto(`/order/${order._id}`);

      await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
      await expect(page.getByText(new RegExp(`^code #${code(order._id)} · placed `))).toBeVisible();
      const items = page.getByRole('region', { name: 'Items' });
      await expect(items.getByText(order.items[0]!.food.name)).toBeVisible();
      await expect(items.getByText('“Extra achar”')).toBeVisible();
      await expect(items.getByText(formatPrice(order.total))).toBeVisible();
      await expect(page.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
        'href',
        `/tracking/${order._id}`,
      );
      await expect(page.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
      // Where to pick it up: the restaurant's address, and directions in a new tab.
      const pickUp = page.getByRole('region', { name: 'Pick Up' });
      await expect(pickUp.getByRole('definition').filter({ hasText: '2410 South Lamar Blvd' })).toBeVisible();
      const directions = pickUp.getByRole('link', { name: /^Get Directions/ });
      await expect(directions).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d/,
      );
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(page.getByText('Live updates on')).toBeVisible();
      const timeline = page.getByRole('list', { name: 'Order status' });
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Order Placed');
      await expectNoSeriousAxeViolations(page);

      // The owner confirms: the timeline moves without a reload.
      await setStatus(request, order._id, 'confirmed');
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Order Confirmed', {
        timeout: 10_000,
      });

      await page.getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?`, exact: true });
      await expect(dialog).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Keep Order' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
      await expect(
        page.getByRole('heading', { level: 1 }).locator('..').getByText('Cancelled'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      // A cancelled order owes nothing and has nothing to track: the page says so, and what to do next.
      const note = page.getByRole('note');
      await expect(note).toContainText('You cancelled this order');
      await expect(note).toContainText('Nothing to pay.');
      await expect(note.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
      await expect(pickUp.getByText('Nothing to pay (cancelled)')).toBeVisible();
      await expect(pickUp.getByText('No pickup (cancelled)')).toBeVisible();
      await expect(pickUp.getByText(formatPickupTime(order.pickupTime, 'America/Chicago'))).toHaveCount(0);
      await expect(page.getByText('Not paid yet')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
      await keepScreenshot(page, {
        path: `test-results/screens/order-cancelled-${width}.png`,
        fullPage: true,
      });

      // The order list says the same: no payment due on a cancelled order.
      await openPage(page, '/orders');
      const card = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `#${code(order._id)}` });
      await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(card.getByText(/^Payment:/).locator('..')).toHaveText(
        'Payment:Nothing to pay (cancelled)',
      );
      await expect(card.getByText('Pay at Restaurant')).toHaveCount(0);
      await keepScreenshot(page, {
        path: `test-results/screens/orders-cancelled-${width}.png`,
        fullPage: true,
      });
    });

    test('a preparing order offers no cancel; a picked-up one offers the review', async ({
      page,
      request,
      customer,
    }) => {
      const order = await placeOrder(request, customer);
      await setStatus(request, order._id, 'preparing');
      await page.goto(`/order/${order._id}`);
      await expect(page.getByText('Preparing').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);
      await setStatus(request, order._id, 'completed');
      await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveAttribute(
        'href',
        `/orders/${order._id}/review`,
        { timeout: 10_000 },
      );
      await expectNoSeriousAxeViolations(page);
    });

    test("an unknown or someone else's order: 'Order Not Found'", async ({
      page,
      request,
      consoleErrors,
      newCustomer,
    }) => {
      const owner = await newCustomer();
      const order = await placeOrder(request, owner);
      await putToken(page, await newCustomer());
      await page.goto(`/order/${order._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
      await expect(page.getByText('The order you are looking for does not exist.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'View All Orders' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      allowConsoleErrors(consoleErrors, /status of 404/);
    });

    test('a visitor is asked to log in', async ({ page }) => {
      await page.goto('/order/some-order');
      await expect(page.getByText('Please log in to view your order')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });

  test.describe(`review (${width})`, () => {
    test.use({ viewport });

    test('not before pickup; then stars and text, checked, sent once', async ({
      page,
      request,
      newCustomer,
    }) => {
      const customer = await newCustomer('Casey Review');
      const order = await placeOrder(request, customer);
      await putToken(page, customer);
      await openPage(page, `/orders/${order._id}/review`);
      await expect(page.getByText('You can review this order once it has been picked up.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await setStatus(request, order._id, 'completed');
      await reloadPage(page);
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
      await expect(page.getByText('Please tell us about your order')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByLabel('4 stars, Very good').check();
      await page.getByLabel('Your review').fill('Smoky, tender tikka and warm naan.');
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your review!' })).toBeVisible();
      // What is true of every review (the home page shows only the five best rated).
      await expect(
        page.getByText(
          "Your rating now counts toward the restaurant's rating, and your review stays with your order.",
        ),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('link', { name: 'Back to Order' }).click();
      const review = page.getByRole('region', { name: 'Your Review' });
      await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      await expect(review.getByText('Smoky, tender tikka and warm naan.')).toBeVisible();
      await openPage(page, `/orders/${order._id}/review`);
      await expect(page.getByRole('heading', { name: 'You reviewed this order' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    });
  });
}

test("an order's times are on the restaurant's clock, also on a phone set to another zone", async ({
  browser,
  request,
  newCustomer,
}) => {
  const customer = await newCustomer('Casey Abroad');
  const order = await placeOrder(request, customer);
  const restaurants = (await (await request.get('/api/restaurants')).json()) as {
    data: { timeZone: string }[];
  };
  const { timeZone } = restaurants.data[0]!;
  expect(timeZone).toBe('America/Chicago');
  const placedAt = order.statusHistory[0]!.timestamp;
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  try {
    await stubMapTiles(page);
    await putToken(page, customer);
    await openPage(page, `/order/${order._id}`);
    await expect(
      page.getByText(`code #${code(order._id)} · placed ${formatPickupTime(order.createdAt, timeZone)}`),
    ).toBeVisible();
    const placedStep = page.getByRole('list', { name: 'Order status' }).locator('time').first();
    await expect(placedStep).toHaveText(formatInZone(placedAt, timeZone, 'MMM d, h:mm a'));

    await openPage(page, `/tracking/${order._id}`);
    const progress = page.getByRole('region', { name: 'Order Progress' });
    await expect(progress.locator('time').first()).toHaveText(
      formatInZone(placedAt, timeZone, 'MMM d, yyyy h:mm a'),
    );
  } finally {
    await context.close();
  }
});

test('tracking says the order is ready to pick up only once the kitchen marks it ready', async ({
  page,
  request,
  newCustomer,
}) => {
  const customer = await newCustomer('Casey Early');
  const order = await placeOrder(request, customer);
  await page.setViewportSize(VIEWPORTS.phone);
  await stubMapTiles(page);
  await putToken(page, customer);
  await openPage(page, `/tracking/${order._id}`);
  const location = page.getByRole('region', { name: 'Restaurant location' });
  await expect(location).toContainText('At Flame-kissed, where you will pick up your order');
  await expect(location).not.toContainText('ready');

  await setStatus(request, order._id, 'ready');
  await expect(location).toContainText('At Flame-kissed, ready for you to pick up');
});
