import { formatPickupTime, type Order } from '@flame/shared';
import { expect as baseExpect, test as base, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder, setStatus, stubMapTiles } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

const expect = baseExpect.configure({ timeout: 15_000 });
const ZONE = 'America/Chicago';

const test = base.extend<{ order: Order }>({
  /** An order placed by a new customer, who is signed in on the page. */
  order: async ({ request, customer }, use) => {
    await use(await placeOrder(request, customer));
  },
});

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: VIEWPORTS.phone });

test('the estimated time follows the pickup time the owner moves, and leaves once the order is ready', async ({
  page,
  request,
  order,
}) => {
  await stubMapTiles(page);
  await page.goto(`/tracking/${order._id}`);
  const estimated = page.getByRole('region', { name: /^Ready at \d{1,2}:\d{2} [AP]M$/ });
  await expect(estimated.getByText(formatPickupTime(order.pickupTime, ZONE), { exact: true })).toBeVisible();

  const moved = new Date(new Date(order.pickupTime).getTime() + 30 * 60_000).toISOString();
  const response = await request.patch(`/api/orders/${order._id}/pickup-time`, {
    headers: await ownerHeaders(request),
    data: { pickupTime: moved },
  });
  expect(response.ok(), await response.text()).toBe(true);

  // Live, and again after a reload: the moved time, never the one it replaced.
  await expect(estimated.getByText(formatPickupTime(moved, ZONE), { exact: true })).toBeVisible();
  await page.reload();
  await expect(estimated.getByText(formatPickupTime(moved, ZONE), { exact: true })).toBeVisible();
  await expect(estimated.getByText(formatPickupTime(order.pickupTime, ZONE), { exact: true })).toHaveCount(0);
  const box = (await estimated.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await keepScreenshot(page, { path: test.info().outputPath('tracking-moved-390.png'), fullPage: true });

  await setStatus(request, order._id, 'ready');
  const status = page.getByRole('region', { name: 'Status', exact: true });
  await expect(status.getByText('Ready for pickup', { exact: true })).toBeVisible();
  await expect(estimated).toHaveCount(0);
  await keepScreenshot(page, { path: test.info().outputPath('tracking-ready-390.png'), fullPage: true });
});
