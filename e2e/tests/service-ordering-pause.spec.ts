import { orderingPausedText, type Restaurant } from '@flame/shared';
import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { ownedRestaurantId } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, openPickupDays, ownerHeaders, seedCart, twoDishes } from '../support/orders';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

test.describe.configure({ timeout: 90_000 });

test.describe('online ordering paused by the owner', () => {
  test('menu, dish, cart and checkout say until when, and the notice leaves when ordering resumes', async ({
    page,
    request,
    newCustomer,
  }, testInfo) => {
    const restaurantId = await ownedRestaurantId(request);
    const headers = await ownerHeaders(request);
    const until = new Date(Math.ceil((Date.now() + 45 * 60_000) / 60_000) * 60_000);
    const paused = await request.put(`/api/restaurants/${restaurantId}/pause`, {
      headers,
      data: { until: until.toISOString() },
    });
    expect(paused.ok(), await paused.text()).toBe(true);
    const restaurant = ((await paused.json()) as { data: Restaurant }).data;
    const notice = orderingPausedText(until, new Date(), restaurant.timeZone);
    expect(notice).toMatch(/^Online ordering is paused until /);

    try {
      const customer = await newCustomer('Casey Paused');
      await putToken(page, customer);
      const { plain } = await twoDishes(request);
      await seedCart(page, [cartLine(plain, 1)]);

      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await openPage(page, '/menu');
        const onMenu = page.getByRole('status').filter({ hasText: notice });
        await expect(onMenu).toBeVisible();
        await expect(onMenu).toContainText(`To order, call us at ${restaurant.phone}.`);
        await keepScreenshot(page, { path: testInfo.outputPath(`paused-menu-${viewport.width}.png`) });

        await openPage(page, `/food/${plain._id}`);
        await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();

        await cartButton(page).click();
        const drawer = page.getByRole('dialog', { name: 'Your Cart' });
        await expect(drawer.getByRole('status').filter({ hasText: notice })).toBeVisible();
        await keepScreenshot(page, { path: testInfo.outputPath(`paused-cart-${viewport.width}.png`) });
        await drawer.getByRole('link', { name: 'PickUp' }).click();

        await expect(page).toHaveURL(/\/checkout$/);
        await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
        await keepScreenshot(page, { path: testInfo.outputPath(`paused-checkout-${viewport.width}.png`) });
      }
    } finally {
      const resumed = await request.delete(`/api/restaurants/${restaurantId}/pause`, { headers });
      expect(resumed.ok()).toBe(true);
    }

    await openPage(page, '/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(page.getByText(/Online ordering is paused/)).toHaveCount(0);
  });

  test('a pause that starts while checkout is open is the reason the picker gives, not a full day', async ({
    page,
    request,
    newCustomer,
  }, testInfo) => {
    const restaurantId = await ownedRestaurantId(request);
    const headers = await ownerHeaders(request);
    const customer = await newCustomer('Casey Midway');
    await putToken(page, customer);
    const { plain } = await twoDishes(request);
    await seedCart(page, [cartLine(plain, 1)]);
    await page.setViewportSize(VIEWPORTS.phone);
    await openPage(page, '/checkout');

    const dayList = page.getByLabel('Pickup day');
    const openDays = await openPickupDays(page, 2);
    await dayList.selectOption(openDays.at(-1)!);
    await expect(page.getByLabel('Pickup time')).toBeEnabled();

    // Until the owner resumes: a timed pause would leave the later days open.
    const paused = await request.put(`/api/restaurants/${restaurantId}/pause`, {
      headers,
      data: { until: null },
    });
    expect(paused.ok(), await paused.text()).toBe(true);
    try {
      await dayList.selectOption(openDays.at(-2)!);
      const reason = page.getByRole('status').filter({ hasText: 'so no pickup time can be chosen' });
      await expect(reason).toHaveText('Online ordering is paused, so no pickup time can be chosen.');
      await expect(page.getByText(/is full/)).toHaveCount(0);
      await expect(page.getByLabel('Pickup time')).toBeDisabled();
      await keepScreenshot(page, {
        path: testInfo.outputPath('paused-while-checking-out-390.png'),
        fullPage: true,
      });
    } finally {
      const resumed = await request.delete(`/api/restaurants/${restaurantId}/pause`, { headers });
      expect(resumed.ok()).toBe(true);
    }
  });

  test('an open menu learns of a new pause end and of the resume within seconds, without a reload', async ({
    page,
    request,
  }, testInfo) => {
    const restaurantId = await ownedRestaurantId(request);
    const headers = await ownerHeaders(request);
    const pauseFor = async (minutes: number) => {
      const until = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
      const paused = await request.put(`/api/restaurants/${restaurantId}/pause`, {
        headers,
        data: { until: until.toISOString() },
      });
      expect(paused.ok(), await paused.text()).toBe(true);
      const { timeZone } = ((await paused.json()) as { data: Restaurant }).data;
      return orderingPausedText(until, new Date(), timeZone);
    };

    const firstNotice = await pauseFor(90);
    try {
      await page.setViewportSize(VIEWPORTS.phone);
      await openPage(page, '/menu');
      await expect(page.getByRole('status').filter({ hasText: firstNotice })).toBeVisible();
      // The same document throughout: a reload would lose this mark.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.mouse.wheel(0, 200);

      const laterNotice = await pauseFor(15);
      expect(laterNotice).not.toBe(firstNotice);
      await expect(page.getByRole('status').filter({ hasText: laterNotice })).toBeVisible({ timeout: 5_000 });
      await expect(page.getByText(firstNotice)).toHaveCount(0);
      await keepScreenshot(page, { path: testInfo.outputPath('live-pause-moved-390.png') });
    } finally {
      const resumed = await request.delete(`/api/restaurants/${restaurantId}/pause`, { headers });
      expect(resumed.ok()).toBe(true);
    }
    await expect(page.getByText(/Online ordering is paused/)).toHaveCount(0, { timeout: 5_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await keepScreenshot(page, { path: testInfo.outputPath('live-pause-resumed-390.png') });
  });
});
