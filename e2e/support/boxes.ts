import { expect, type Locator } from '@playwright/test';

/** An element's place and size on the page, in CSS pixels. */
export type Box = { x: number; y: number; width: number; height: number };

/** The element's box; the journey fails when it has none (not rendered, or hidden). */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}
