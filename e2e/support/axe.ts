import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe finds no serious or critical violation on the page as it is now.
 *
 * Each page is scanned once per state (signed out or in, loaded, empty, failed, a dialog open, a form with
 * errors…) and width, in the journey that owns that state: a scan costs about a second of the browser's CPU.
 * public-page-checks.spec.ts scans every public page as loaded and signed out, at 390 and 1280 px (with a
 * stricter axe run), so other journeys scan those pages only in states of their own. The phone and the
 * desktop width count as two states: they lay out the header and most pages differently.
 */
export async function expectNoSeriousAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // One axe.run in the page: the site has no frames, so the per-frame run that is then finished in a new blank
  // page (the default, for cross-origin frames) finds the same results in 1.5 to 2.5 times as long.
  // Only violations are read, so axe details no passed or incomplete check beyond its first node. `options()`
  // replaces every option set before it, so it comes before the tags.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
