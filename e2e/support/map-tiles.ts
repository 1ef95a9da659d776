import type { Page } from '@playwright/test';

/** A 1×1 grey PNG. */
const GREY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8e+/efwAI5QOqvXvsZgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers the map tile requests with a grey tile, so no test depends on the tile server and
 * a missing network does not log failed image loads.
 */
export async function stubMapTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: GREY_TILE }),
  );
}
