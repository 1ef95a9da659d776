import type { Order } from '@flame/shared';
import { putToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect as baseExpect, test as base, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder, setStatus, stubMapTiles } from '../support/orders';
import { holdRequests } from '../support/hold-requests';

const expect = baseExpect.configure({ timeout: 15_000 });

const test = base.extend<{ order: Order }>({
  /** An order placed by a new customer, who is signed in on the page. */
  order: async ({ request, customer }, use) => {
    await use(await placeOrder(request, customer));
  },
});

// Journeys with live updates on a shared test machine: room for a slow moment.
test.describe.configure({ timeout: 60_000 });

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`live tracking (${width})`, () => {
    test.use({ viewport });

    test('map, status card, estimated time, progress and current location, updated live', async ({
      page,
      request,
      order,
    }) => {
      await stubMapTiles(page);
      await page.goto(`/tracking/${order._id}`);

      await expect(page.getByRole('heading', { level: 1, name: 'Live Tracking' })).toBeVisible();
      const map = page.getByRole('region', { name: 'Map: pickup at Flame-kissed' });
      await expect(map.getByRole('button', { name: 'Flame-kissed (pickup)' })).toBeVisible();
      const status = page.getByRole('region', { name: 'Status', exact: true });
      await expect(status.getByText('Order placed', { exact: true })).toBeVisible();
      // Said once: the latest message repeats the status, so it is not shown again under it.
      await expect(status.getByText('Order placed', { exact: true })).toHaveCount(1);
      const estimated = page.getByRole('region', { name: /^Ready at \d{1,2}:\d{2} [AP]M$/ });
      await expect(estimated.getByText(/^(\d+h \d+m|\d+ hours?)$/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Order Progress' }).getByRole('listitem')).toHaveCount(1);
      const location = page.getByRole('region', { name: 'Restaurant location' });
      await expect(location.getByText('2410 South Lamar Blvd, Austin, TX')).toBeVisible();
      await expect(location.getByText(/^Last updated:/)).toBeVisible();
      await expect(page.getByText('Live updates on')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // The owner reports a partner and a location through POST /api/tracking: it shows without a reload.
      const response = await request.post('/api/tracking', {
        headers: await ownerHeaders(request),
        data: {
          orderId: order._id,
          status: 'preparing',
          deliveryPartner: { name: 'Ravi Thapa', phone: '555-0101', vehicle: 'Bicycle' },
          location: { latitude: 30.2672, longitude: -97.7431 },
        },
      });
      expect(response.ok()).toBe(true);
      await expect(status.getByText('Preparing your order', { exact: true })).toBeVisible({
        timeout: 10_000,
      });
      const partner = page.getByRole('region', { name: 'Delivery Partner' });
      await expect(partner.getByText('Ravi Thapa')).toBeVisible();
      await expect(partner.getByText('Bicycle')).toBeVisible();
      await expect(location.getByText('30.2672, -97.7431')).toBeVisible();
      await expect(map.getByRole('button', { name: 'Current location' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await setStatus(request, order._id, 'completed');
      await expect(status.getByText('Picked up', { exact: true })).toBeVisible({ timeout: 10_000 });
      await expect(estimated).toHaveCount(0);
    });

    test("loading says 'Loading tracking information...'; an unknown order: 'Tracking Not Found'", async ({
      page,
      consoleErrors,
      newCustomer,
    }) => {
      await putToken(page, await newCustomer());
      const release = await holdRequests(page, '**/api/tracking/order/*');
      await page.goto('/tracking/no-such-order');
      await expect(page.getByText('Loading tracking information...')).toBeAttached();
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Tracking Not Found' })).toBeVisible();
      await expect(page.getByText('No tracking information available for this order.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'View Orders' })).toHaveAttribute(
        'href',
        '/orders',
      );
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      allowConsoleErrors(consoleErrors, /status of 404/);
    });

    test("a failed load shows its error with 'Try Again'", async ({ page, consoleErrors, order }) => {
      await stubMapTiles(page);
      let fail = true;
      await page.route('**/api/tracking/order/*', (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: 'Failed to fetch tracking information' }),
            })
          : route.continue(),
      );
      await page.goto(`/tracking/${order._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tracking Not Found' })).toBeVisible();
      await expect(page.getByText('Failed to fetch tracking information')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Live Tracking' })).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 500/);
    });

    test("a map that cannot start says 'Unable to load map' and the rest still works", async ({
      page,
      consoleErrors,
      order,
    }) => {
      await page.route(/\/assets\/leaflet-map-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(`/tracking/${order._id}`);
      await expect(page.getByText('Unable to load map')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Order Progress' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      allowConsoleErrors(consoleErrors, /leaflet-map|dynamically imported module|ERR_FAILED|above error/i);
    });

    test('a visitor is asked to log in', async ({ page }) => {
      await page.goto('/tracking/some-order');
      await expect(page.getByText('Please log in to follow your order')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
