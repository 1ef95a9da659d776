import { expect, type Locator } from '@playwright/test';

/** An element's place and size on the page, in CSS pixels. */
export type Box = { x: number; y: number; width: number; height: number };

/** The element's box; the journey fails when it has none (not rendered, or hidden). */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

/** Whether two boxes share any area (touching edges do not). */
export const boxesOverlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box lies wholly inside the outer one (half a pixel of rounding allowed). */
export function expectInside(inner: Box, outer: Box, what: string) {
  const inside =
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5;
  expect(inside, `${what} ${JSON.stringify(inner)} lies inside ${JSON.stringify(outer)}`).toBe(true);
}
