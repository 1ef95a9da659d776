import type { Locator, Page, TestInfo } from '@playwright/test';
import { VIEWPORTS } from './fixtures';

/**
 * The screenshots a journey keeps for people to look at (under test-results/). They assert nothing, and each
 * costs Chromium 0.05 to 0.65 CPU-seconds (a full page at 1280 px the most), so a CI run (`CI=true`) leaves them
 * out unless `E2E_SCREENSHOTS=1` asks for them; a run on a developer's machine keeps them. A journey that judges
 * pixels takes its own screenshot (support/painted-colours.ts), always.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** A screenshot of the page (whole with `fullPage`) or of one element, for people to look at. */
export async function keepScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (!KEEP_SCREENSHOTS) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/** A whole-page screenshot in the test's output folder, attached to its report. */
export async function keepScreenshotInReport(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Whole-page screenshots at 390 and 1280 px wide, attached to the test's results; the page's width is put back. */
export async function screenshotsAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await keepScreenshotInReport(page, testInfo, `${name}-${viewport.width}`);
  }
  if (original) await page.setViewportSize(original);
}
