import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder, stubMapTiles } from '../support/orders';
import { coloursAt } from '../support/painted-colours';
import { keepScreenshot } from '../support/screenshots';

/**
 * The order tracking page's map: its tiles cover the whole map and nothing of them reaches past its edge (a
 * checker measuring boxes would count such a box as lying over the text beside the map), at rest and after a drag.
 * Its small grey lines (the order's code under the title, 'At Flame-kissed, where you will pick up your order'
 * in Restaurant location) stand clear of the map and of each other, and nothing is drawn over them.
 */

/** Tiles in two colours, by column, so a drag shows in which columns are painted. */
const EVEN_COLUMN = [46, 125, 50] as const;
const ODD_COLUMN = [21, 101, 192] as const;
const hex = (rgb: readonly number[]) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;

async function stubColumnTiles(page: Page): Promise<number[]> {
  const columns: number[] = [];
  await page.route(/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/, (route) => {
    const column = Number(new URL(route.request().url()).pathname.split('/')[2]);
    columns.push(column);
    const fill = hex(column % 2 === 0 ? EVEN_COLUMN : ODD_COLUMN);
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${fill}"/></svg>`,
    });
  });
  return columns;
}

/** Whether any element drawn in the map's tile pane has a box reaching past the map's own box. */
async function tilesReachPast(map: Locator): Promise<boolean> {
  return map.evaluate((region) => {
    const edge = region.getBoundingClientRect();
    return Array.from(region.querySelectorAll('.leaflet-tile-pane *')).some((element) => {
      const box = element.getBoundingClientRect();
      return box.left < edge.left || box.top < edge.top || box.right > edge.right || box.bottom > edge.bottom;
    });
  });
}

const isTileColour = (rgb: number[]) =>
  [EVEN_COLUMN, ODD_COLUMN].some((tile) =>
    tile.every((channel, index) => Math.abs(channel - rgb[index]!) <= 2),
  );

/** Opens a new pickup order's tracking page and waits until its map has started. */
async function openTrackingMap(
  page: Page,
  request: APIRequestContext,
  customer: Parameters<typeof placeOrder>[1],
  viewport: { width: number; height: number },
  stubTiles: (page: Page) => Promise<unknown>,
): Promise<Locator> {
  await page.setViewportSize(viewport);
  const order = await placeOrder(request, customer);
  await stubTiles(page);
  await page.goto(`/tracking/${order._id}`);
  const map = page.getByRole('region', { name: 'Map: pickup at Flame-kissed' });
  await expect(map.getByRole('button', { name: 'Flame-kissed (pickup)' })).toBeVisible();
  return map;
}

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
    const map = await openTrackingMap(page, request, customer, viewport, stubMapTiles);
    await expect(map.getByRole('button', { name: 'Zoom out' })).toHaveText(/^-/);

    const code = page.getByText(/^Order \d+ · code #[0-9A-F]{6}$/);
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
    // Pickup words: when it is ready, and where; on a phone the status comes before the map.
    await expect(page.getByRole('region', { name: /^Ready at \d{1,2}:\d{2} [AP]M$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Restaurant location' })).toBeVisible();
    const statusBox = (await page.getByRole('region', { name: 'Status', exact: true }).boundingBox())!;
    if (viewport.width < 1024) expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(mapBox.y);
    else expect(statusBox.y).toBeGreaterThan(mapBox.y);
    await keepScreenshot(page, { path: test.info().outputPath(`tracking-${width}.png`), fullPage: true });
  });
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`tracking at ${width} width: the map's tiles fill it and stay inside it, also after a drag`, async ({
    page,
    customer,
    request,
  }) => {
    let columns: number[] = [];
    const map = await openTrackingMap(page, request, customer, viewport, async (tilePage) => {
      columns = await stubColumnTiles(tilePage);
    });
    const box = (await map.boundingBox())!;
    // Along the four edges inside the border, clear of the rounded corners, the zoom buttons (top left) and the
    // attribution (bottom right).
    const edges: [number, number][] = [
      [box.width / 2, 4],
      [box.width - 4, 40],
      [24, box.height - 4],
      [4, box.height - 40],
    ];
    await expect.poll(async () => (await coloursAt(map, edges)).every(isTileColour)).toBe(true);
    expect(await tilesReachPast(map)).toBe(false);

    const before = new Set(columns);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 60);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height - 60, { steps: 10 });
    await page.mouse.up();
    // The map moved east: columns to the east it had not shown are fetched, and still nothing is left unpainted.
    await expect
      .poll(() => columns.filter((column) => column > Math.max(...before)).length)
      .toBeGreaterThan(0);
    await expect.poll(async () => (await coloursAt(map, edges)).every(isTileColour)).toBe(true);
    expect(await tilesReachPast(map)).toBe(false);
  });
}
