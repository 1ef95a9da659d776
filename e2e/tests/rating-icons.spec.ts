import type { Food, ReviewSummary } from '@flame/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { coloursOnPage } from '../support/painted-colours';
import { openPage } from '../support/navigation';

/**
 * Rating stars and spice flames are drawn as one row each (a track of empty icons, a fill of filled ones over
 * it): a person sees the same icons, sizes and half stars as with an SVG per icon, in far fewer elements.
 */

const SAFFRON_500 = [245, 158, 11]; // a filled star
const STONE_200 = [231, 229, 228]; // an empty star
const BRAND_500 = [229, 57, 53]; // a filled flame

const STAR_GAP = 2; // px between stars
const FLAME = 16; // px, flames touch

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The rating a stars image is labelled with ('Rated 4.3 out of 5' → 4.3). */
async function labelledNumber(image: Locator, pattern: RegExp): Promise<number> {
  return Number(pattern.exec((await image.getAttribute('aria-label')) ?? '')?.[1]);
}

/** The track (every icon empty) and the fill of a labelled row, as laid out on the page. */
async function rowBoxes(image: Locator) {
  const track = image.locator(':scope > span');
  const fill = track.locator(':scope > span');
  await expect(image).toBeVisible();
  const [trackBox, fillBox] = [await track.boundingBox(), await fill.boundingBox()];
  expect(trackBox && fillBox).toBeTruthy();
  expect(fillBox!.x).toBeCloseTo(trackBox!.x, 1);
  expect(fillBox!.y).toBeCloseTo(trackBox!.y, 1);
  return { track: trackBox!, fill: fillBox! };
}

function expectColour(actual: number[], expected: number[], what: string) {
  const distance = Math.max(...actual.map((channel, index) => Math.abs(channel - expected[index]!)));
  expect(
    distance,
    `${what}: painted rgb(${actual.join(', ')}), expected rgb(${expected.join(', ')})`,
  ).toBeLessThan(16);
}

/** A row's size checked where it is laid out; the points of it to read and what they must be painted. */
interface PaintCheck {
  element: Locator;
  points: [number, number][];
  expectColours: (colours: number[][]) => void;
}

/** Reads every row's points from one picture of the page, then checks each row's colours. */
async function expectPainted(page: Page, checks: PaintCheck[]) {
  const colours = await coloursOnPage(page, checks);
  checks.forEach((check, index) => check.expectColours(colours[index]!));
}

/**
 * A stars row: 5 stars of `star` px with 2 px between them, the fill as wide as the rating in halves (each
 * whole star with the gap after it, then the left half of a half star), and painted so: filled stars saffron,
 * a half star saffron on its left and grey on its right, empty stars grey.
 */
async function starsRow(image: Locator, star: number): Promise<PaintCheck> {
  const rating = await labelledNumber(image, /^Rated ([\d.]+) out of 5$/);
  const halves = Math.round(rating * 2);
  const pitch = star + STAR_GAP;
  const { track, fill } = await rowBoxes(image);
  expect(track.width).toBeCloseTo(5 * star + 4 * STAR_GAP, 1);
  expect(track.height).toBeCloseTo(star, 1);
  const whole = Math.floor(halves / 2);
  expect(fill.width).toBeCloseTo(Math.min(whole * pitch + (halves % 2) * (star / 2), track.width), 1);

  // Inside each star's body, left and right of its middle (a star is drawn in a 24-unit box).
  const y = (13 / 24) * star;
  const points = [0, 1, 2, 3, 4].flatMap((index): [number, number][] => [
    [index * pitch + (9 / 24) * star, y],
    [index * pitch + (15 / 24) * star, y],
  ]);
  return {
    element: image.locator(':scope > span'),
    points,
    expectColours: (colours) =>
      colours.forEach((colour, point) => {
        // Point n (from 0) lies in the (n + 1)th half star from the left.
        expectColour(
          colour,
          point + 1 <= halves ? SAFFRON_500 : STONE_200,
          `star half ${point + 1} of ${rating}`,
        );
      }),
  };
}

/** A flames row: 5 touching 16 px flames, the first `level` filled red, the others only outlined. */
async function flamesRow(image: Locator): Promise<PaintCheck> {
  const level = await labelledNumber(image, /^Spice level (\d) of 5$/);
  const { track, fill } = await rowBoxes(image);
  expect(track.width).toBeCloseTo(5 * FLAME, 1);
  expect(track.height).toBeCloseTo(FLAME, 1);
  expect(fill.width).toBeCloseTo(level * FLAME, 1);
  return {
    element: image.locator(':scope > span'),
    points: [0, 1, 2, 3, 4].map((index): [number, number] => [index * FLAME + 8, 12]), // inside the flame's round bottom
    expectColours: (colours) =>
      colours.forEach((colour, index) => {
        if (index < level) expectColour(colour, BRAND_500, `flame ${index + 1} of level ${level}`);
        else
          expect(colour[0]! - colour[1]!, `flame ${index + 1} of level ${level} is not filled`).toBeLessThan(
            30,
          );
      }),
  };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`rating stars and spice flames on ${name}`, () => {
    test.use({ viewport });

    test('/ shows the average, each review and each dish card at their size and rating, in few SVGs', async ({
      page,
    }) => {
      const reviews = await apiData<ReviewSummary>(page, '/api/restaurants/reviews');
      await openPage(page, '/');
      const region = page.getByRole('region', { name: 'What Our Guests Say' });
      const average = region.getByRole('img', { name: `Rated ${reviews.averageRating} out of 5` });
      const rows = [await starsRow(average, 24)];
      const cards = region.getByRole('listitem').getByRole('img', { name: /^Rated / });
      await expect(cards).toHaveCount(Math.min(5, reviews.reviews.length));
      for (const stars of await cards.all()) rows.push(await starsRow(stars, 16));

      const flames = page.getByRole('main').getByRole('img', { name: /^Spice level / });
      expect(await flames.count()).toBeGreaterThan(0);
      for (const row of await flames.all()) rows.push(await flamesRow(row));
      await expectPainted(page, rows);

      // An SVG per star and per flame made 104 on this page; the rest (logo, icons of links and buttons) are 24.
      expect(await page.locator('svg').count()).toBeLessThanOrEqual(30);
    });

    test('/menu shows Paneer Tikka at spice level 2 and every dish at its level, in few SVGs', async ({
      page,
    }) => {
      await openPage(page, '/menu');
      const main = page.getByRole('main');
      const tikka = main
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: 'Paneer Tikka', exact: true }) })
        .getByRole('img', { name: 'Spice level 2 of 5' });
      const rows = [await flamesRow(tikka)];
      expect((await rowBoxes(tikka)).fill.width).toBeCloseTo(32, 1);

      const flames = main.getByRole('img', { name: /^Spice level / });
      expect(await flames.count()).toBeGreaterThan(30);
      for (const row of await flames.all()) rows.push(await flamesRow(row));
      await expectPainted(page, rows);

      // An SVG per flame made 210 on this page; the rest (icons of links, buttons and diet badges) are 40.
      expect(await page.locator('svg').count()).toBeLessThanOrEqual(50);
    });

    test("a dish page shows the dish's own rating and spice level", async ({ page }) => {
      const foods = await apiData<Food[]>(page, '/api/food');
      const tikka = foods.find((food) => food.name === 'Paneer Tikka')!;
      await openPage(page, `/food/${tikka._id}`);
      const main = page.getByRole('main');
      const rating = tikka.reviewCount > 0 ? Number(tikka.rating.toFixed(1)) : 0;
      await expectPainted(page, [
        await starsRow(main.getByRole('img', { name: `Rated ${rating} out of 5` }), 16),
        await flamesRow(main.getByRole('img', { name: 'Spice level 2 of 5' })),
      ]);
    });
  });
}
