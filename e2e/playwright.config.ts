import { defineConfig } from '@playwright/test';
import { JOURNEY_BROWSER } from './support/browsers';
import { E2E_SERVERS } from './support/servers';

/** E2E journeys in Debian's Chromium against the production build (see support/global-setup.ts). */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Four journeys at a time on 2 cores: journeys wait on servers, timers and the network, and with three the
  // machine stood idle a sixth of the run.
  workers: 4,
  // In CI a failed journey runs once more, and passing then it is reported as flaky, never hidden; elsewhere a
  // journey that fails once fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e-report.json' }],
  ],
  // Every project has a server of its own (support/servers.ts), so they all run side by side; none waits for
  // another. A spec lands in a project by its file name: `admin-*` (the owner's journeys, which change what
  // public pages show), `service-*` and `slots-*` (they pause online orders, limit slots or close days: every
  // order on the site changes; or they count every new order, which no other journey may place meanwhile: so
  // they run one at a time), and every other spec in 'site'.
  // 'service' comes first: its one-at-a-time journeys start at once while the other worker takes the rest.
  projects: [
    {
      name: 'service',
      testMatch: /[\\/](service|slots)-[^\\/]*\.spec\.ts$/,
      workers: 1,
      metadata: { server: E2E_SERVERS.orders },
    },
    { name: 'admin', testMatch: /[\\/]admin-[^\\/]*\.spec\.ts$/, metadata: { server: E2E_SERVERS.owner } },
    {
      name: 'site',
      testIgnore: /[\\/](admin|service|slots)-[^\\/]*\.spec\.ts$/,
      metadata: { server: E2E_SERVERS.public },
    },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // A trace costs almost a quarter of a journey's time: in CI it is recorded on the retry of a failed journey only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: JOURNEY_BROWSER,
  },
});
