import type { Restaurant } from '@flame/shared';
import { formatPrice } from '@flame/shared';
import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { dashboardMenu, openPickupActions } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders, placeOrder } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/** The kitchen ticket: opened from the pickups board, only the ticket on paper, owners only. */

const shot = (name: string) => `test-results/screens/kitchen-ticket-${name}.png`;

async function ownedRestaurant(page: Page): Promise<Restaurant> {
  const response = await page.request.post('/api/restaurants/owner/me', {
    headers: await ownerHeaders(page.request),
  });
  return ((await response.json()) as { data: Restaurant[] }).data[0]!;
}

/** The time as a ticket prints it, in the restaurant's zone. */
function pickupClock(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test(`'Open ticket' on the board opens the order's ticket, which prints alone, at ${width} px`, async ({
    openSection,
    page,
    newCustomer,
  }) => {
    await page.setViewportSize(viewport);
    const restaurant = await ownedRestaurant(page);
    const customer = await newCustomer('Kiran Ticket');
    const order = await placeOrder(page.request, customer);
    const shortId = order._id.slice(-8).toUpperCase();

    // Dish options come with orders from dishes that offer them: this order's first line carries two.
    await page.route(`**/api/orders/${order._id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { items: Record<string, unknown>[] } };
      body.data.items[0]!.options = [
        { group: 'Spice level', name: 'Hot', priceDelta: 0 },
        { group: 'Add-ons', name: 'Extra paneer', priceDelta: 1.5 },
      ];
      await route.fulfill({ response, json: body });
    });

    await openSection('pickups');
    await openPickupActions(page, order.orderNumber);
    const printTicket = page
      .getByRole('region', { name: /^Active pickups \d+$/ })
      .getByRole('link', { name: `Open ticket of order ${order.orderNumber}` })
      .filter({ visible: true });
    await printTicket.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: shot(`board-${width}`) });
    await printTicket.click();
    await expect(page).toHaveURL(`/admin-dashboard/${restaurant._id}/pickups/${order._id}/ticket`);
    // An order another journey places meanwhile is counted in front, as on every page of the dashboard.
    await expect(page).toHaveTitle(
      /^(\(\d+\) New orders · )?Kitchen ticket · Admin Dashboard \| Flame-kissed$/,
    );

    const ticket = page.getByRole('article', { name: `Kitchen ticket of order ${order.orderNumber}` });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText(restaurant.name);
    await expect(ticket.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(ticket).toContainText(`code #${shortId}`);
    const clock = ticket.getByText(pickupClock(order.pickupTime, restaurant.timeZone), { exact: true });
    await expect(clock).toBeVisible();
    // The pickup time is the largest type on the ticket.
    expect(parseFloat(await clock.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(
      40,
    );
    await expect(ticket).toContainText('Kiran Ticket');
    await expect(ticket).toContainText('(555) 123-4567');
    const lines = ticket.getByRole('list', { name: 'Items' }).locator(':scope > li');
    await expect(lines).toHaveCount(order.items.length);
    for (const [index, item] of order.items.entries()) {
      await expect(lines.nth(index)).toContainText(`${item.quantity} ×${item.food.name}`);
    }
    await expect(
      lines.nth(0).getByRole('list', { name: `Options of ${order.items[0]!.food.name}` }),
    ).toHaveText('Spice level: HotAdd-ons: Extra paneer (+$1.50)');
    await expect(lines.nth(0)).toContainText('Note: Extra achar');
    await expect(lines.nth(1)).not.toContainText('Note:');
    await expect(lines.nth(1).getByRole('list')).toHaveCount(0);
    await expect(ticket).toContainText(`Total${formatPrice(order.total)}`);
    await expect(ticket).toContainText('Pay at Restaurant');

    // No dashboard around it: no side menu, no top bar; 'Print' and the way back on screen.
    await expect(dashboardMenu(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    const print = page.getByRole('button', { name: 'Print' });
    const back = page.getByRole('link', { name: 'Back to pickups' });
    await expect(print).toBeVisible();
    await expect(back).toBeVisible();
    const ticketBox = (await ticket.boundingBox())!;
    expect(ticketBox.x).toBeGreaterThanOrEqual(0);
    expect(ticketBox.x + ticketBox.width).toBeLessThanOrEqual(viewport.width);
    await keepScreenshot(page, { path: shot(`screen-${width}`), fullPage: true });

    // On paper: the ticket alone, on an 80 mm page without margins.
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(back).toBeHidden();
    await expect(ticket).toBeVisible();
    const pageRule = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]))
        .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
        .map((rule) => ({ size: rule.style.getPropertyValue('size'), margin: rule.style.margin })),
    );
    expect(pageRule).toContainEqual({ size: '80mm 297mm', margin: '0px' });
    await keepScreenshot(page, { path: shot(`print-${width}`), fullPage: true });
    // Chromium's own print to PDF takes that page size: 80 mm is 226.77 points wide.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const mediaBox = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf);
    expect(mediaBox, 'the PDF names its page size').not.toBeNull();
    expect(Number(mediaBox![1])).toBeCloseTo(226.77, 0);
    await page.emulateMedia({ media: 'screen' });

    // It follows the order live: cancelled elsewhere, it says so before anyone prints it.
    const cancelled = await page.request.patch(`/api/orders/${order._id}/status`, {
      headers: await ownerHeaders(page.request),
      data: { status: 'cancelled', reason: 'Kitchen closed early' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await expect(ticket.getByText('CANCELLED', { exact: true })).toBeVisible();

    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pickups' })).toBeVisible();
  });
}

test("a customer who opens a ticket's address sees 'Owners only', nothing of the order", async ({
  page,
  newCustomer,
}) => {
  const customer = await newCustomer('Nosy Parker');
  const order = await placeOrder(page.request, customer);
  const restaurant = await ownedRestaurant(page);
  await putToken(page, customer);
  await page.goto(`/admin-dashboard/${restaurant._id}/pickups/${order._id}/ticket`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owners only' })).toBeVisible();
  await expect(page.getByText('Nosy Parker')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
});
