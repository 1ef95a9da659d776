import type { Locator } from '@playwright/test';

/** The colours a person sees at `points` (CSS pixels from the element's top left corner) in a screenshot of it. */
export async function coloursAt(element: Locator, points: [number, number][]): Promise<number[][]> {
  const png = (await element.screenshot()).toString('base64');
  return element.page().evaluate(
    async ({ png, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => [
        ...context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3),
      ]);
    },
    { png, points },
  );
}
