import { pickupDayLabel, pickupSlots } from '@flame/shared';
import type { APIRequestContext } from '@playwright/test';
import { pickupEntry } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder, restaurantClock } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';
import { box } from '../support/boxes';

/** What the kitchen reads on the owner's pickups board: each line's instructions, who to call, which order first. */

const ALLERGY = 'Extra spicy achar, allergic to peanuts';
const shot = (name: string) => `test-results/screens/pickups-kitchen-${name}.png`;

/** The restaurant's pickup days as offered three hours from now (past any lead time). */
async function pickupDays(request: APIRequestContext) {
  const data = await restaurantClock(request);
  const days = pickupSlots(new Date(Date.now() + 3 * 60 * 60_000), data.openingHours, data.timeZone);
  const dayOf = (iso: string) => pickupDayLabel(new Date(iso), new Date(), data.timeZone);
  return { days, dayOf };
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test(`at ${width} px the board shows a line's instructions and the phone inside its order, and a later day's order below a sooner one`, async ({
    openSection,
    page,
    newCustomer,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await newCustomer('Priya Peanutfree');
    const {
      days: [sooner, laterDay],
      dayOf,
    } = await pickupDays(page.request);
    // Placed first, for another day: it still belongs below the order placed after it for sooner.
    const later = await placeOrder(page.request, customer, { at: laterDay!.slots.at(-1)!.value });
    const soon = await placeOrder(page.request, customer, {
      at: sooner!.slots.at(-1)!.value,
      specialInstructions: ALLERGY,
    });
    await openSection('pickups');

    const entry = pickupEntry(page, soon.orderNumber);
    const note = entry.getByText(ALLERGY, { exact: false });
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await expect(note).toBeInViewport();
    await expect(note).toHaveText(`Note: ${ALLERGY}`);
    // The note sits inside its order's row or card, whole.
    const [noteBox, entryBox] = [await box(note), await box(entry)];
    expect(noteBox.x).toBeGreaterThanOrEqual(entryBox.x);
    expect(noteBox.y).toBeGreaterThanOrEqual(entryBox.y);
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(entryBox.x + entryBox.width + 0.5);
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(entryBox.y + entryBox.height + 0.5);
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(viewport.width);
    // Under the dish it belongs to, not under the other line.
    const line = entry.getByRole('listitem').filter({ hasText: ALLERGY });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(soon.items[0]!.food.name);

    const call = entry.getByRole('link', { name: /^\(555\) 123-4567/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+15551234567');
    await keepScreenshot(page, { path: shot(`entry-${width}`) });

    // The kitchen works by pickup time: the later day's order comes after the sooner one.
    const laterEntry = pickupEntry(page, later.orderNumber);
    await expect(laterEntry).toBeVisible();
    expect((await box(laterEntry)).y).toBeGreaterThan(entryBox.y + entryBox.height - 0.5);
    // Each names its day, so the later one reads apart from tonight's.
    expect(dayOf(later.pickupTime)).not.toBe(dayOf(soon.pickupTime));
    await expect(entry.getByText(dayOf(soon.pickupTime), { exact: true })).toBeVisible();
    await expect(laterEntry.getByText(dayOf(later.pickupTime), { exact: true })).toBeVisible();
  });
}
