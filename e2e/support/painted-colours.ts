import type { Locator, Page } from '@playwright/test';

/** The pixels of a PNG (base64) at `points`, decoded in the page: one list of [r, g, b] per list of points. */
function decodeAt(page: Page, png: string, pointLists: [number, number][][]): Promise<number[][][]> {
  return page.evaluate(
    async ({ png, pointLists }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return pointLists.map((points) =>
        points.map(([x, y]) => [
          ...context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3),
        ]),
      );
    },
    { png, pointLists },
  );
}

/** The colours a person sees at `points` (CSS pixels from the element's top left corner) in a screenshot of it. */
export async function coloursAt(element: Locator, points: [number, number][]): Promise<number[][]> {
  const png = (await element.screenshot()).toString('base64');
  return (await decodeAt(element.page(), png, [points]))[0]!;
}

/**
 * The colours a person sees at each element's `points` (CSS pixels from its top left corner), read from one
 * screenshot of the whole page: a page with dozens of elements to check is captured once, not once each.
 */
export async function coloursOnPage(
  page: Page,
  reads: { element: Locator; points: [number, number][] }[],
): Promise<number[][][]> {
  // The boxes and the picture both in the page's own coordinates: read from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const pointLists: [number, number][][] = [];
  for (const { element, points } of reads) {
    const box = await element.boundingBox();
    if (!box) throw new Error(`${element.toString()} is not on the page`);
    pointLists.push(points.map(([x, y]): [number, number] => [box.x + x, box.y + y]));
  }
  const png = (await page.screenshot({ fullPage: true })).toString('base64');
  return decodeAt(page, png, pointLists);
}
