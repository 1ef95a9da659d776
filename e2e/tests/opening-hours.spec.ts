import { DEFAULT_OPENING_HOURS, zonedDayAndMinutes, type OpeningHour, type WeekDay } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';

/** 'Closed now' says when the restaurant opens next, by the browser's clock (set here), in its time zone. */

/** The next instant after `from` whose wall clock in `timeZone` reads `day` at `minutes`. */
function nextWallClock(from: Date, timeZone: string, day: WeekDay, minutes: number): Date {
  const start = Math.ceil(from.getTime() / 60_000) * 60_000;
  for (let at = start; at < start + 8 * 24 * 3_600_000; at += 60_000) {
    const wall = zonedDayAndMinutes(new Date(at), timeZone);
    if (wall.day === day && wall.minutes === minutes) return new Date(at);
  }
  throw new Error(`no ${day} ${minutes} in ${timeZone}`);
}

/**
 * Moves the browser's `Date.now()` to `instant` (the clock the page reads). Playwright's own fake clock replaces
 * the Date class, which breaks the time-zone Date subclass the page uses, so only `Date.now` is shifted.
 */
async function setBrowserClock(page: Page, instant: Date) {
  await page.addInitScript((target) => {
    const realNow = Date.now.bind(Date);
    const offset = target - realNow();
    Date.now = () => realNow() + offset;
  }, instant.getTime());
}

const cases: { day: WeekDay; minutes: number; text: string }[] = [
  { day: 'Monday', minutes: 7 * 60, text: 'Closed now · Opens 10:00 AM' },
  { day: 'Monday', minutes: 22 * 60, text: 'Closed now · Opens tomorrow 10:00 AM' },
  { day: 'Saturday', minutes: 23 * 60 + 30, text: 'Closed now · Opens tomorrow 11:00 AM' },
];

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`opening hours badge (${width})`, () => {
    test.use({ viewport });

    for (const { day, minutes, text } of cases) {
      test(`${day} at ${minutes / 60}:00: '${text}'`, async ({ page, request }) => {
        const { data } = (await (await request.get('/api/restaurants/opening-hours')).json()) as {
          data: { openingHours: OpeningHour[]; timeZone: string };
        };
        expect(data.openingHours, 'the seed hours').toHaveLength(7);
        expect(data.openingHours, 'the seed hours').toEqual(expect.arrayContaining(DEFAULT_OPENING_HOURS));
        await setBrowserClock(page, nextWallClock(new Date(), data.timeZone, day, minutes));
        await openPage(page, '/');
        const hours = page.getByRole('region', { name: 'Opening Hours' });
        await expect(hours.getByText(text, { exact: true })).toBeVisible();
      });
    }
  });
}
