import { putToken } from '../support/customers';
import { openPage } from '../support/navigation';
import { ownedRestaurantId } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, ownerHeaders, seedCart, twoDishes } from '../support/orders';

test.describe.configure({ timeout: 90_000 });

/**
 * Pauses online orders for 20 seconds (every order on the site, so it runs with the other service journeys):
 * checkout left open past the pause's end drops the notice and reads its pickup times again at that moment.
 */
test("checkout open past a pause's end: the notice leaves and the picker reads its times again at once", async ({
  page,
  request,
  newCustomer,
}) => {
  const restaurantId = await ownedRestaurantId(request);
  const headers = await ownerHeaders(request);
  await putToken(page, await newCustomer('Casey Pause End'));
  const { plain } = await twoDishes(request);
  await seedCart(page, [cartLine(plain, 1)]);
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/checkout');

  const dayList = page.getByLabel('Pickup day');
  const openDays = () =>
    dayList
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  // The days arrive after the page starts: wait for them before choosing the last.
  await expect.poll(openDays).not.toHaveLength(0);
  await dayList.selectOption((await openDays()).at(-1)!);
  await expect(page.getByLabel('Pickup time')).toBeEnabled();

  const until = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
  const paused = await request.put(`/api/restaurants/${restaurantId}/pause`, {
    headers,
    data: { until: until.toISOString() },
  });
  expect(paused.ok(), await paused.text()).toBe(true);
  try {
    const notice = page.getByRole('status').filter({ hasText: /^Online ordering is paused until / });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    const readAgain = page.waitForRequest(
      (sent) => sent.url().includes('/api/orders/pickup-slots') && Date.now() >= until.getTime(),
      { timeout: until.getTime() - Date.now() + 3_000 },
    );
    // Gone within 2 seconds of the end, not at the next quarter-minute tick of the clock.
    await expect(notice).toHaveCount(0, { timeout: until.getTime() - Date.now() + 2_000 });
    await readAgain;
    await expect(page.getByLabel('Pickup time')).toBeEnabled();
  } finally {
    await request.delete(`/api/restaurants/${restaurantId}/pause`, { headers });
  }
});
