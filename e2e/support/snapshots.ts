import type { Page, TestInfo } from '@playwright/test';
import { VIEWPORTS } from './fixtures';

/** Full-page screenshots of the page at the phone's and the desktop's width, attached to the report. */
export async function snapshotAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const file = testInfo.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
