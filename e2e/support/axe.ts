import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's minified build (650 KB; `axe.source` is the 1.5 MB unminified one). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe finds no serious or critical violation on the page as it is now.
 *
 * Each page is scanned once per state (signed out or in, loaded, empty, failed, a dialog open, a form with
 * errors…) and width, in the journey that owns that state. public-page-checks.spec.ts scans every public page as
 * loaded and signed out, at 390 and 1280 px (with a stricter axe run), so other journeys scan those pages only in
 * states of their own. The phone and the desktop width count as two states: they lay out the header and most
 * pages differently.
 *
 * axe-core goes into the page once per document and is run there, over the whole page (the site has no frames).
 * `@axe-core/playwright` sent its 1.5 MB source twice on every scan, more than half of a scan's CPU; the run
 * itself is the same. Only violations are detailed, so axe details no passed or incomplete check beyond its first node.
 */
export async function expectNoSeriousAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // The page as a person reads it: a toast or dialog still fading in is half transparent, and its contrast
  // would be measured against what shows through. Endless animations (a spinner) are not waited for, nor is a
  // paused one for more than a few seconds.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    ({ exclude, tags }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(exclude.length > 0 ? { exclude } : document, {
          resultTypes: ['violations'],
          runOnly: { type: 'tag', values: tags },
        })
        .then((results) =>
          results.violations.map(({ id, help, impact, nodes }) => ({
            id,
            help,
            impact,
            targets: nodes.slice(0, 5).map((node) => node.target.join(' ')),
          })),
        ),
    { exclude: options.exclude ?? [], tags: WCAG_TAGS },
  );
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, targets }) => ({ id, help, targets }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
