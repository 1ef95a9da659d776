import { test as base, expect, type Locator } from '@playwright/test';
import { openDashboardSection, type DashboardSection } from './admin';
import { putToken, signUp, type Customer, type SignUpOptions } from './customers';
import { serverNamed, type E2EServer } from './servers';
import { openPage } from './navigation';
import { ReusableTab } from './reusable-tab';
import { DEMO, signInAs } from './sign-in';

export { DEMO, signInAs };

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

interface Fixtures {
  /**
   * `test.use({ freshTab: true })`: the test's page is a tab of a new browser context, as on a first visit
   * (nothing cached), where other tests share the worker's tab (support/reusable-tab.ts).
   */
  freshTab: boolean;
  /** Browser console errors seen during the test; the test fails if any is left unexpected. */
  consoleErrors: string[];
  /** A request a test's `page.route` still holds when the test ends is let go, not reported as an error. */
  routesEndWithTheTest: void;
  /** Signs a new customer up through the API (`name` or 'Priya Sharma'); its sessions end with the worker. */
  newCustomer: (name?: string, options?: Pick<SignUpOptions, 'emailPrefix'>) => Promise<Customer>;
  /** A new customer, signed in on the page from its first navigation. */
  customer: Customer;
  /** A new customer, signed in, on `path` once the network has settled. */
  signInAsCustomer: (path: string, name?: string) => Promise<Customer>;
  /** The demo restaurant's owner, signed in, on `path`; answers the session's token. */
  signInAsOwner: (path?: string) => Promise<{ token: string }>;
  /** The owner, signed in, on a section of the dashboard; answers its main region once the section's title shows. */
  openSection: (section: DashboardSection) => Promise<Locator>;
}

interface WorkerFixtures {
  /**
   * The server of the worker's project (`metadata.server` in playwright.config.ts, see support/servers.ts);
   * E2E_BASE_URL and E2E_DATA_DIR name it for the helpers (a worker runs one project only).
   */
  e2eServer: E2EServer;
  customerSessions: Customer[];
  /** The worker's tab, given clean to each test that needs no fresh one; a new one when it could not be. */
  reusableTab: ReusableTab;
}

/**
 * The page is pointed at its project's E2E server, a test fails on an unexpected console.error, and the
 * people a test needs come as fixtures: `async ({ page, newCustomer, signInAsOwner }) => …`.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  e2eServer: [
    async ({}, use, workerInfo) => {
      const server = serverNamed(workerInfo.project.metadata?.server);
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseUrl);
  },
  freshTab: [false, { option: true }],
  reusableTab: [
    async ({}, use) => {
      const tab = new ReusableTab();
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      browser,
      context,
      reusableTab,
      freshTab,
      baseURL,
      isMobile,
      hasTouch,
      locale,
      colorScheme,
      deviceScaleFactor,
      timezoneId,
      viewport,
      geolocation,
      permissions,
      storageState,
    },
    use,
    testInfo,
  ) => {
    // A first visit, a retry (traced) and a test granting permissions or bringing storage get a tab of their
    // own context.
    if (freshTab || testInfo.retry > 0 || geolocation || permissions || storageState) {
      await use(await context.newPage());
      return;
    }
    const options = { baseURL, isMobile, hasTouch, locale, colorScheme, deviceScaleFactor, timezoneId };
    const tab = await reusableTab.take(browser, options);
    if (viewport) await tab.setViewportSize(viewport);
    await use(tab);
    await reusableTab.giveBack();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A failed load names its resource: the message's location is the resource's address.
        const resource = message.text().startsWith('Failed to load resource') ? message.location().url : '';
        errors.push(resource ? `${message.text()} (${resource})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const allowed = allowedConsoleErrors.get(errors) ?? [];
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  routesEndWithTheTest: [
    async ({ page }, use) => {
      await use();
      // The page's own refetches (a live board, a poll) may still be passing a route when the last assertion
      // is done; what they would have shown no longer matters. A test may have closed its page itself.
      if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  newCustomer: async ({ request, customerSessions }, use) => {
    await use(async (name, options) => {
      const customer = await signUp(request, name, options);
      customerSessions.push(customer);
      return customer;
    });
  },
  // When the worker is done (its pages closed): no session of its tests' customers outlives them.
  customerSessions: [
    async ({ playwright, e2eServer }, use) => {
      const customers: Customer[] = [];
      await use(customers);
      const api = await playwright.request.newContext({ baseURL: e2eServer.baseUrl });
      // One the test ended already answers 401.
      for (const { headers } of customers) await api.post('/api/auth/logout-all', { headers });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  customer: async ({ page, newCustomer }, use) => {
    const customer = await newCustomer();
    await putToken(page, customer);
    await use(customer);
  },
  signInAsCustomer: async ({ page, newCustomer }, use) => {
    await use(async (path, name) => {
      const customer = await newCustomer(name);
      await putToken(page, customer);
      await openPage(page, path);
      return customer;
    });
  },
  signInAsOwner: async ({ page }, use) => {
    await use((path) => signInAs(page, DEMO.admin, path));
  },
  openSection: async ({ page }, use) => {
    await use((section) => openDashboardSection(page, section));
  },
});

export { expect };

/** The patterns of the console errors each test accepts, by its `consoleErrors` list. */
const allowedConsoleErrors = new WeakMap<string[], RegExp[]>();

/**
 * Accepts the console errors a test provokes on purpose (a failed request), those already logged and those the
 * page logs later (a retry still under way when the test ends); any other still fails it.
 */
export function allowConsoleErrors(errors: string[], pattern: RegExp) {
  allowedConsoleErrors.set(errors, [...(allowedConsoleErrors.get(errors) ?? []), pattern]);
  const unexpected = errors.filter((error) => !pattern.test(error));
  errors.splice(0, errors.length, ...unexpected);
}
