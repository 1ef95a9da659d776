import { defineConfig } from '@playwright/test';
import { findBrowser } from '../scripts/lib/find-browser.mjs';

/** The Chromium to drive (`CHROMIUM_PATH`, an installed one, or Playwright's own); none stops the run at once. */
function browserPath(): string {
  const browser = findBrowser();
  if (browser.path) return browser.path;
  console.error(browser.problem);
  process.exit(1);
}

/** E2E journeys in Debian's Chromium against the production build (see support/global-setup.ts). */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e-report.json' }],
  ],
  // The owner's journeys change what public pages show (dishes, team, hours, tables) for a moment: they run
  // after the public journeys, so no public assertion ever sees them.
  // Pausing online orders (service-*) stops every order on the site: those journeys run last, alone, one at a
  // time (each pauses and resumes). A slot limit and a closed day (slots-*) change every order too: they run
  // after them, alone.
  projects: [
    { name: 'site', testIgnore: /(admin|service|slots)-.*\.spec\.ts/ },
    { name: 'admin', testMatch: /admin-.*\.spec\.ts/, dependencies: ['site'] },
    { name: 'service', testMatch: /[\\/]service-[^\\/]*\.spec\.ts$/, dependencies: ['admin'], workers: 1 },
    { name: 'slots', testMatch: /[\\/]slots-[^\\/]*\.spec\.ts$/, dependencies: ['service'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
