import type { Locator, Page } from '@playwright/test';
import { ownedRestaurantId } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { startReceiptPrinter } from '../support/receipt-printer';
import { keepScreenshot } from '../support/screenshots';

/**
 * The kitchen printer, from Settings to the pickups board: set up, a test page, a ticket printed by itself on
 * arrival, 'Send to printer' again while the printer hangs, fails and is switched off, and the ticket printing once it
 * is back. Changes global state (the restaurant's printer): it runs in the one-at-a-time 'service' project
 * and ends with auto print off, so no later journey's order queues a ticket.
 */

const SIZES = [
  ['1280', VIEWPORTS.desktop],
  ['1024x768', { width: 1024, height: 768 }],
  ['390', VIEWPORTS.phone],
] as const;

const shot = (name: string) => `test-results/screens/kitchen-printer-${name}.png`;

/** A screenshot of the page at each size with `subject` in view, back at the desktop size after. */
async function shootEverySize(page: Page, name: string, subject: Locator) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await subject.filter({ visible: true }).first().scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: shot(`${name}-${size}`), fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('the owner sets up the kitchen printer, tickets print by themselves and again, and a failure shows until they print', async ({
  openSection,
  page,
  newCustomer,
}) => {
  test.setTimeout(300_000);
  const printer = await startReceiptPrinter();
  try {
    const main = await openSection('settings');
    const card = main.getByRole('region', { name: 'Printer', exact: true });
    await expect(card.getByText('No printer set up')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shootEverySize(page, 'not-set-up', card);

    // A wrong address is refused before it is sent.
    await card.getByRole('textbox', { name: 'Printer address' }).fill('printer one');
    await card.getByRole('button', { name: 'Save printer' }).click();
    await expect(card.getByText('A host name or IP address, such as 192.168.1.50')).toBeVisible();

    await card.getByRole('textbox', { name: 'Printer address' }).fill('127.0.0.1');
    await card.getByRole('spinbutton', { name: 'Port' }).fill(String(printer.port));
    await card.getByRole('combobox', { name: 'Paper width' }).selectOption('80');
    await card.getByRole('combobox', { name: 'Auto print' }).selectOption('on-arrival');
    await card.getByRole('button', { name: 'Save printer' }).click();
    await expect(page.getByText('Printer saved')).toBeVisible();

    await card.getByRole('button', { name: 'Print test page' }).click();
    await expect(page.getByText('Test page sent to the printer')).toBeVisible();
    await expect.poll(() => printer.jobs.length, { timeout: 15_000 }).toBe(1);
    expect(printer.jobs[0]).toContain('Test page');
    expect(printer.lastEndsWithCut()).toBe(true);
    await expect(card.getByText('Last printed:')).toBeVisible();
    await expect(card.getByText('Nothing yet')).toBeHidden({ timeout: 10_000 });
    await shootEverySize(page, 'set-up', card);

    // An order prints by itself as it arrives.
    const customer = await newCustomer('Kiran Printer');
    const order = await placeOrder(page.request, customer);
    await expect.poll(() => printer.jobs.length, { timeout: 15_000 }).toBe(2);
    expect(printer.jobs[1]).toContain(`Order ${order.orderNumber}`);
    expect(printer.jobs[1]).toContain('Kiran Printer');
    expect(printer.jobs[1]).toContain('Pay at Restaurant');
    expect(printer.lastEndsWithCut()).toBe(true);

    // The printer hangs: 'Send to printer' again shows the ticket printing, then failing.
    printer.hang = true;
    await page.goto(`/admin-dashboard/${await ownedRestaurantId(page.request)}/pickups`);
    const board = page.getByRole('region', { name: /^Active pickups \d+$/ });
    const printButton = board
      .getByRole('button', { name: `Send order ${order.orderNumber} to the kitchen printer` })
      .filter({ visible: true });
    await printButton.click();
    await expect(page.getByText('Ticket sent to the printer')).toBeVisible();
    // Below 1280 px 'Send to printer' waits in the card's menu; the ticket's progress shows on the card itself.
    const printing = board.getByRole('status').filter({ hasText: 'Printing…' });
    await expect(printing.filter({ visible: true })).toBeVisible();
    await printButton.scrollIntoViewIfNeeded();
    await shootEverySize(page, 'printing', printing);

    const notice = page.getByRole('alert').filter({ hasText: 'The kitchen printer is not printing' });
    await expect(notice).toContainText('did not answer within 10 s', { timeout: 30_000 });
    await expect(notice).toContainText('1 ticket waiting');
    const notPrinted = board.getByText('Not printed yet', { exact: true }).filter({ visible: true });
    await expect(notPrinted).toBeVisible();
    // The notice sits above the board, not over it.
    const noticeBox = (await notice.boundingBox())!;
    const boardBox = (await board.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(boardBox.y);
    await shootEverySize(page, 'failed', notice);

    // Switched off: the connection is refused, and the board says so. A try already hanging runs out its 10 s
    // first, then the ticket waits its retry pause (up to 20 s by then) before the refused try.
    await printer.off();
    printer.hang = false;
    await expect(notice).toContainText('refused the connection', { timeout: 60_000 });
    await shootEverySize(page, 'printer-off', notice);

    // Back on: the waiting ticket prints by itself and the failure goes.
    await printer.on();
    await expect.poll(() => printer.jobs.length, { timeout: 90_000 }).toBe(3);
    expect(printer.jobs[2]).toContain(`Order ${order.orderNumber}`);
    await expect(notice).toBeHidden({ timeout: 10_000 });
    await expect(notPrinted).toBeHidden();

    // Auto print off again, so no later journey's order queues a ticket.
    const settings = await openSection('settings');
    const settingsCard = settings.getByRole('region', { name: 'Printer', exact: true });
    await expect(settingsCard.getByText('Waiting to print:')).toBeVisible();
    await settingsCard.getByRole('combobox', { name: 'Auto print' }).selectOption('off');
    await settingsCard.getByRole('button', { name: 'Save printer' }).click();
    await expect(page.getByText('Printer saved')).toBeVisible();
  } finally {
    await printer.off();
  }
});
