import type { Order, PickupRow } from '@flame/shared';
import type { Locator, Page } from '@playwright/test';
import { pickupEntry } from '../support/admin';
import { expectNoSeriousAxeViolations } from '../support/axe';
import type { Customer } from '../support/customers';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder, setStatus } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';
import { box } from '../support/boxes';

/**
 * The pickups board's kitchen view, on a 10-inch tablet in landscape and on a phone: the active orders in 'New',
 * 'In the kitchen' and 'Ready' with their counts, large cards with the pickup time and how near it is, one
 * button for the next step and the rest in each card's 'More actions' menu.
 */

const TABLET = { width: 1024, height: 768 };
/** Longer than any dish of the demo menu (its longest, 'Hyderabadi Chicken Dum Biryani', has 30 characters). */
const LONG_DISH = 'Hyderabadi Chicken Dum Biryani with Mirchi Salan';
const GROUPS = ['New', 'In the kitchen', 'Ready'] as const;
const shot = (name: string) => `test-results/screens/kitchen-view-${name}.png`;

const group = (page: Page, title: (typeof GROUPS)[number]) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });
/** A group's cards (not the lines listed inside them). */
const cardsOf = (region: Locator) => region.locator(':scope > ul > li');
const countIn = async (locator: Locator) =>
  Number(/(\d+)\s*$/.exec((await locator.textContent()) ?? '')?.[1]);

async function statusOf(page: Page, orderId: string, customer: Customer) {
  const response = await page.request.get(`/api/orders/${orderId}`, { headers: customer.headers });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

for (const [size, viewport] of [
  ['1024x768', TABLET],
  ['390', VIEWPORTS.phone],
] as const) {
  test.describe(`the pickups board's kitchen view at ${size}`, () => {
    test.use({ viewport });

    test('groups the active orders with their counts; a card moves on with one tap, cancels from its menu', async ({
      openSection,
      page,
      newCustomer,
    }) => {
      // axe on a board other journeys keep filling took over a minute on a busy 2-core machine.
      test.setTimeout(300_000);
      const kamala = await newCustomer('Kamala Kitchen');
      const ravi = await newCustomer('Ravi Ready');
      const fresh = await placeOrder(page.request, kamala);
      const doomed = await placeOrder(page.request, kamala);
      const accepted = await placeOrder(page.request, kamala);
      const cooking = await placeOrder(page.request, ravi);
      const waiting = await placeOrder(page.request, ravi);
      await setStatus(page.request, accepted._id, 'confirmed');
      await setStatus(page.request, cooking._id, 'preparing');
      await setStatus(page.request, waiting._id, 'ready');
      const idOf = (order: { _id: string }) => order._id.slice(-8).toUpperCase();

      // The board's answer, as it comes: a dish with a long name on the order being made, and the ready order's
      // pickup five and a half minutes ago, so the card says how late it is (no order can be placed for the past).
      const lateAt = new Date(Date.now() - 5.5 * 60_000).toISOString();
      await page.route(
        (url) => url.pathname === '/api/orders/pickups',
        async (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          const response = await route.fetch();
          const body = (await response.json()) as { data: PickupRow[] };
          for (const row of body.data) {
            if (row._id === cooking._id) row.items[0]!.name = LONG_DISH;
            if (row._id === waiting._id) row.pickupTime = lateAt;
          }
          await route.fulfill({ response, json: body });
        },
      );
      await openSection('pickups');

      // Three groups, each heading counting its cards, together the active pickups.
      const active = page.getByRole('region', { name: /^Active pickups \d+$/ });
      await expect(active).toBeVisible();
      const [fresh_, kitchen, ready] = GROUPS.map((title) => group(page, title));
      for (const region of [fresh_!, kitchen!, ready!]) {
        await expect(region).toBeVisible();
        const heading = region.getByRole('heading', { level: 3 });
        await expect
          .poll(async () => (await countIn(heading)) - (await cardsOf(region).count()), { timeout: 20_000 })
          .toBe(0);
      }
      await expect
        .poll(async () => {
          const counts = await Promise.all(
            [fresh_!, kitchen!, ready!].map((region) => countIn(region.getByRole('heading', { level: 3 }))),
          );
          return (
            counts.reduce((sum, count) => sum + count, 0) -
            (await countIn(active.getByRole('heading').first()))
          );
        })
        .toBe(0);
      const cardIn = (region: Locator, order: { orderNumber: number }) =>
        cardsOf(region).filter({ has: page.getByText(`Order ${order.orderNumber}`, { exact: true }) });
      await expect(cardIn(fresh_!, fresh)).toBeVisible();
      await expect(cardIn(fresh_!, doomed)).toBeVisible();
      await expect(cardIn(kitchen!, accepted)).toContainText('Confirmed');
      await expect(cardIn(kitchen!, cooking)).toContainText('Preparing');
      await expect(cardIn(ready!, waiting)).toBeVisible();
      expect(await countIn(fresh_!.getByRole('heading', { level: 3 }))).toBeGreaterThanOrEqual(2);

      // On the tablet the side menu gives its width to the board: icons only, until the owner opens it.
      if (viewport === TABLET) {
        const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
        await expect(sections.getByRole('button', { name: 'Expand menu' })).toBeVisible();
        expect((await box(sections)).width).toBeLessThanOrEqual(80);
      }

      // Side by side on the tablet, inside the page's width; one under the other on the phone.
      const boxes = await Promise.all([fresh_!, kitchen!, ready!].map((region) => box(region)));
      for (const [index, current] of boxes.entries()) {
        expect(current.x, `${GROUPS[index]}: left edge`).toBeGreaterThanOrEqual(0);
        expect(current.x + current.width, `${GROUPS[index]}: right edge`).toBeLessThanOrEqual(viewport.width);
        const next = boxes[index + 1];
        if (!next) continue;
        if (viewport === TABLET) {
          expect(Math.abs(next.y - current.y), `${GROUPS[index + 1]}: same top`).toBeLessThanOrEqual(1);
          expect(next.x, `${GROUPS[index + 1]}: right of ${GROUPS[index]}`).toBeGreaterThanOrEqual(
            current.x + current.width,
          );
        } else {
          expect(next.y, `${GROUPS[index + 1]}: under ${GROUPS[index]}`).toBeGreaterThanOrEqual(
            current.y + current.height,
          );
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await keepScreenshot(page, { path: shot(`board-${size}`) });
      await keepScreenshot(page, { path: shot(`board-${size}-full`), fullPage: true });
      if (viewport === TABLET) {
        const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
        await sections.getByRole('button', { name: 'Expand menu' }).click();
        await expect.poll(async () => (await box(sections)).width).toBeGreaterThanOrEqual(240);
        await sections.getByRole('button', { name: 'Collapse menu' }).click();
        await expect.poll(async () => (await box(sections)).width).toBeLessThanOrEqual(80);
      }

      // The card: its pickup time and how near it is, in words; late in red and said so.
      const freshCard = pickupEntry(page, fresh.orderNumber);
      await expect(freshCard.getByText(/^due in \d+ (min|h|days?)/)).toBeVisible();
      const waitingCard = pickupEntry(page, waiting.orderNumber);
      const late = waitingCard.getByText(/^late \d+ min$/);
      await expect(late).toBeVisible();
      const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
      expect(await colour(late)).not.toBe(await colour(freshCard.getByText(/^due in /)));
      await expect(freshCard).toContainText('Kamala Kitchen');
      await expect(freshCard.getByRole('link', { name: /^\(555\) 123-4567/ })).toBeVisible();
      await expect(
        freshCard.getByRole('list', { name: `Items of order ${fresh.orderNumber}` }),
      ).toContainText('Note: Extra achar');

      // A long dish name takes two lines at most, beside its quantity.
      const cookingCard = pickupEntry(page, cooking.orderNumber);
      const dish = cookingCard.getByText(LONG_DISH, { exact: true });
      await dish.scrollIntoViewIfNeeded();
      await expect(dish).toBeVisible();
      const lines = await dish.evaluate((el) => el.getClientRects().length);
      test.info().annotations.push({ type: 'dish name lines', description: `${lines} at ${size}` });
      expect(lines, `'${LONG_DISH}' wraps to ${lines} lines`).toBeLessThanOrEqual(2);
      const [dishBox, cardBox] = [await box(dish), await box(cookingCard)];
      expect(dishBox.x + dishBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

      // One button per card for the next step, large enough for a finger, and the menu's button too.
      for (const [card, order, label] of [
        [freshCard, fresh, 'Accept'],
        [pickupEntry(page, accepted.orderNumber), accepted, 'Start preparing'],
        [cookingCard, cooking, 'Ready for pickup'],
        [waitingCard, waiting, 'Picked up'],
      ] as const) {
        const next = card.getByRole('button', { name: `${label} order ${order.orderNumber}` });
        await next.scrollIntoViewIfNeeded();
        expect((await box(next)).height, `'${label}' height`).toBeGreaterThanOrEqual(44);
        const more = card.getByRole('button', { name: `More actions for order ${order.orderNumber}` });
        expect((await box(more)).height, 'the menu button height').toBeGreaterThanOrEqual(44);
        // Nothing of the card is cut off at the side.
        expect((await box(card)).x + (await box(card)).width).toBeLessThanOrEqual(viewport.width);
      }

      // 'Picked up' closes the order for good, so the board asks first; 'Not Yet' leaves it ready.
      await waitingCard.getByRole('button', { name: `Picked up order ${waiting.orderNumber}` }).click();
      const complete = page.getByRole('dialog', { name: `Mark order ${waiting.orderNumber} completed?` });
      await expect(complete).toContainText(
        `Order ${waiting.orderNumber} (code #${idOf(waiting)}) for Ravi Ready.`,
      );
      await complete.getByRole('button', { name: 'Not Yet' }).click();
      await expect(complete).toBeHidden();
      await expect(cardIn(ready!, waiting)).toBeVisible();
      expect(await statusOf(page, waiting._id, ravi)).toBe('ready');

      // 'Accept' moves the card from New to In the kitchen, live: the page is not loaded again.
      await page.evaluate(() => {
        (window as { kitchenViewPage?: boolean }).kitchenViewPage = true;
      });
      await freshCard.getByRole('button', { name: `Accept order ${fresh.orderNumber}` }).click();
      await expect(cardIn(kitchen!, fresh)).toContainText('Confirmed');
      await expect(cardIn(fresh_!, fresh)).toHaveCount(0);
      await expect(
        cardIn(kitchen!, fresh).getByRole('button', { name: `Start preparing order ${fresh.orderNumber}` }),
      ).toBeVisible();
      // Each heading counts its cards again.
      for (const region of [fresh_!, kitchen!]) {
        const heading = region.getByRole('heading', { level: 3 });
        await expect
          .poll(async () => (await countIn(heading)) - (await cardsOf(region).count()), { timeout: 20_000 })
          .toBe(0);
      }
      expect(await page.evaluate(() => (window as { kitchenViewPage?: boolean }).kitchenViewPage)).toBe(true);
      expect(await statusOf(page, fresh._id, kamala)).toBe('confirmed');

      // Cancelling waits in the card's menu, which Escape closes, giving the focus back to its button.
      const doomedCard = pickupEntry(page, doomed.orderNumber);
      const cancel = doomedCard.getByRole('button', { name: `Cancel order ${doomed.orderNumber}` });
      await expect(cancel).toBeHidden();
      const more = doomedCard.getByRole('button', { name: `More actions for order ${doomed.orderNumber}` });
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(cancel).toBeVisible();
      for (const name of [
        `Move pickup time of order ${doomed.orderNumber}`,
        `Block customer of order ${doomed.orderNumber}`,
      ]) {
        await expect(doomedCard.getByRole('button', { name })).toBeVisible();
      }
      await expect(
        doomedCard.getByRole('link', { name: `Open ticket of order ${doomed.orderNumber}` }),
      ).toBeVisible();
      await cancel.focus();
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(cancel).toBeHidden();
      await expect(more).toBeFocused();
      // Opened from the keyboard, it reads as the tablet and the phone show it.
      await page.keyboard.press('Enter');
      await expect(cancel).toBeVisible();
      await cancel.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: shot(`menu-${size}`) });
      await expectNoSeriousAxeViolations(page);

      await cancel.click();
      const ask = page.getByRole('dialog', { name: `Cancel order ${doomed.orderNumber}?`, exact: true });
      await expect(ask).toContainText(
        `Order ${doomed.orderNumber} (code #${idOf(doomed)}) for Kamala Kitchen.`,
      );
      await ask.getByLabel('Reason for the customer (optional)').fill('The tandoor is down tonight, sorry!');
      await keepScreenshot(page, { path: shot(`cancel-${size}`) });
      await ask.getByRole('button', { name: 'Yes, Cancel Order' }).click();
      await expect(ask).toBeHidden({ timeout: 15_000 });
      await expect(
        page.getByText(`Order ${doomed.orderNumber} cancelled; the customer was emailed`).first(),
      ).toBeVisible();
      await expect(cardIn(fresh_!, doomed)).toHaveCount(0);
      const closed = page.getByRole('region', { name: /^Closed in the last 24 hours \d+$/ });
      await expect(
        closed
          .locator('li:visible')
          .filter({ has: page.getByText(`Order ${doomed.orderNumber}`, { exact: true }) }),
      ).toContainText('Cancelled');
      const cancelled = await page.request.get(`/api/orders/${doomed._id}`, { headers: kamala.headers });
      expect(
        ((await cancelled.json()) as { data: Pick<Order, 'status' | 'cancellationReason'> }).data,
      ).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'The tandoor is down tonight, sorry!',
      });
    });
  });
}
