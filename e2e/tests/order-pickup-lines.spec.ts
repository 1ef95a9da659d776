import { pickupMoveLabel, pickupSlots } from '@flame/shared';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder, restaurantClock, setStatus } from '../support/orders';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/** What the customer reads about the pickup: on the order list's cards, and on a pickup the restaurant moved. */

test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const code = (id: string) => id.slice(-6).toUpperCase();

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`pickup lines (${width})`, () => {
    test.use({ viewport });

    test('a cancelled card promises no pickup time; a picked-up one says when it was picked up', async ({
      page,
      request,
      customer,
    }) => {
      const cancelled = await placeOrder(request, customer);
      const pickedUp = await placeOrder(request, customer);
      const coming = await placeOrder(request, customer);
      await setStatus(request, cancelled._id, 'cancelled');
      await setStatus(request, pickedUp._id, 'completed');
      await openPage(page, '/orders');

      const card = (id: string) =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: `#${code(id)}` });
      await expect(card(coming._id).getByText(/^Pickup:/)).toBeVisible();

      await expect(card(cancelled._id).getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(
        card(cancelled._id)
          .getByText(/^Payment:/)
          .locator('..'),
      ).toHaveText('Payment:Nothing to pay (cancelled)');
      await expect(card(cancelled._id).getByText(/^(Pickup|Picked up):/)).toHaveCount(0);

      // Picked up today, as the owner marked it: past tense, with today's date.
      const today = new Intl.DateTimeFormat('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: (await restaurantClock(request)).timeZone,
      }).format(new Date());
      await expect(
        card(pickedUp._id)
          .getByText(/^Picked up:/)
          .locator('..'),
      ).toHaveText(new RegExp(`^Picked up:${today} \\d{1,2}:\\d{2} (AM|PM)$`));
      await expect(card(pickedUp._id).getByText(/^Pickup:/)).toHaveCount(0);
      await keepScreenshot(page, {
        path: `test-results/screens/order-cards-pickup-${width}.png`,
        fullPage: true,
      });
    });

    test("a pickup the restaurant moved to another day names that day, on the restaurant's clock", async ({
      page,
      request,
      customer,
    }) => {
      const order = await placeOrder(request, customer);
      const clock = await restaurantClock(request);
      // The order's day is the second open day; the move goes to the third, so never today nor the chosen day.
      const laterDay = pickupSlots(new Date(), clock.openingHours, clock.timeZone)[2]!;
      const movedTo = laterDay.slots[0]!.value;
      const response = await request.patch(`/api/orders/${order._id}/pickup-time`, {
        headers: await ownerHeaders(request),
        data: { pickupTime: movedTo },
      });
      expect(response.ok(), await response.text()).toBe(true);

      await page.goto(`/order/${order._id}`);
      const label = pickupMoveLabel(new Date(movedTo), new Date(), clock.timeZone);
      expect(label).toMatch(/^(Tomorrow|Mon|Tue|Wed|Thu|Fri|Sat|Sun),/);
      const pickUp = page.getByRole('region', { name: 'Pick Up' });
      await expect(pickUp.getByText(/^Moved by the restaurant/)).toHaveText(
        `Moved by the restaurant (now ${label})`,
      );
      await pickUp.scrollIntoViewIfNeeded();
      await keepScreenshot(page, {
        path: `test-results/screens/order-moved-pickup-${width}.png`,
        fullPage: true,
      });
    });
  });
}
