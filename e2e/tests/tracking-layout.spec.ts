import type { Locator } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder, stubMapTiles } from '../support/orders';

/**
 * The order tracking page's small grey lines (the order's code under the title, 'At Flame-kissed, ready for you
 * to pick up' in Current Location) stand clear of the map and of each other, and nothing is drawn over them.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element the browser finds at the centre of `line` is the line itself or inside it. */
async function drawnOnTop(line: Locator): Promise<boolean> {
  return line.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && element.contains(top);
  });
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`tracking at ${width} width: the grey lines are not overlapped by the map or each other`, async ({
    page,
    customer,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const order = await placeOrder(request, customer);
    await stubMapTiles(page);
    await page.goto(`/tracking/${order._id}`);
    const map = page.getByRole('region', { name: 'Map: pickup at Flame-kissed' });
    await expect(map.getByRole('button', { name: 'Flame-kissed (pickup)' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom out' })).toHaveText(/^-/);

    const code = page.getByText(/^Order #[0-9A-F]{6} · number \d+$/);
    const ready = page.getByText('At Flame-kissed, where you will pick up your order');
    const boxes = await Promise.all(
      [code, ready, map].map(async (locator) => (await locator.boundingBox())!),
    );
    const [codeBox, readyBox, mapBox] = boxes as [Box, Box, Box];
    expect(overlaps(codeBox, mapBox)).toBe(false);
    expect(overlaps(readyBox, mapBox)).toBe(false);
    expect(overlaps(codeBox, readyBox)).toBe(false);
    expect(await drawnOnTop(code)).toBe(true);
    expect(await drawnOnTop(ready)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`tracking-${width}.png`), fullPage: true });
  });
}
