import { FULL_BROWSER } from '../support/browsers';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { keepScreenshot } from '../support/screenshots';
import { box } from '../support/boxes';

/** The pickups board's kitchen tools: 'Test sound' plays the chime, and the screen stays on while it is open. */

// The Screen Wake Lock is the full browser's; the headless shell the other journeys drive does not have it.
test.use({ launchOptions: FULL_BROWSER });

const shot = (name: string) => `test-results/screens/pickups-outage-${name}.png`;

for (const [width, viewport] of [
  ['1024', { width: 1024, height: 768 }],
  ['390', VIEWPORTS.phone],
] as const) {
  test(`at ${width} px 'Test sound' plays the order chime and says so, and the board keeps the screen on`, async ({
    openSection,
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSection('pickups');
    const button = page.getByRole('button', { name: 'Test sound' });
    await expect(button).toBeInViewport();
    const height = (await box(button)).height;
    expect(height, 'a tap target').toBeGreaterThanOrEqual(36);
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Chime played.' })).toHaveText(
      "Chime played. Heard nothing? Turn the device's volume up.",
    );
    const awake = page.getByRole('status').filter({ hasText: 'Screen stays on while the board is open' });
    await expect(awake).toBeVisible();
    const tools = [await box(button), await box(awake)];
    for (const tool of tools)
      expect(tool.x + tool.width, 'inside the viewport').toBeLessThanOrEqual(viewport.width);
    await keepScreenshot(page, { path: shot(`tools-${width}`) });
  });
}
