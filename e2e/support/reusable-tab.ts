import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

/** The options of the tab's browser context; a test that asks for others gets a tab made with them. */
export type TabOptions = Pick<
  BrowserContextOptions,
  'baseURL' | 'isMobile' | 'hasTouch' | 'locale' | 'colorScheme' | 'deviceScaleFactor' | 'timezoneId'
>;

interface Tab {
  page: Page;
  options: string;
  cdp: CDPSession;
  /** The init scripts its tests added (a token, a cart put in before the first page). */
  initScripts: { dispose: () => Promise<void> }[];
  /**
   * Something that stays with the tab's pages once done (a fake clock, emulated media, a DevTools session's
   * emulation such as a slower CPU): such a tab is not used again.
   */
  lasting: boolean;
}

/**
 * A worker's tab, which its tests use one after another. It keeps its renderer process and its compiled scripts,
 * so a test's first page costs what a next page costs, about half of a first page in a new browser context.
 * `take` answers it (a new one when there is none or the options differ); `giveBack` leaves it as a new tab would
 * be for the next test.
 */
export class ReusableTab {
  private tab: Tab | null = null;

  async take(browser: Browser, options: TabOptions): Promise<Page> {
    const key = JSON.stringify(options);
    if (this.tab?.options !== key) {
      await this.close();
      this.tab = await openTab(browser, options, key);
    }
    return this.tab.page;
  }

  async giveBack(): Promise<void> {
    if (this.tab && !(await cleanTab(this.tab))) await this.close();
  }

  async close(): Promise<void> {
    await this.tab?.page.context().close();
    this.tab = null;
  }
}

async function openTab(browser: Browser, options: TabOptions, key: string): Promise<Tab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tab: Tab = {
    page,
    options: key,
    cdp: await context.newCDPSession(page),
    initScripts: [],
    lasting: false,
  };
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
    const script = await addInitScript(...args);
    tab.initScripts.push(script);
    return script;
  };
  const lastingAfter = <Args extends unknown[], Result>(method: (...args: Args) => Promise<Result>) => {
    return (...args: Args) => {
      tab.lasting = true;
      return method(...args);
    };
  };
  page.clock.install = lastingAfter(page.clock.install.bind(page.clock));
  page.emulateMedia = lastingAfter(page.emulateMedia.bind(page));
  context.newCDPSession = lastingAfter(context.newCDPSession.bind(context));
  return tab;
}

/** The page's events a test may listen to; Playwright's own work does not depend on these listeners. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'popup',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
] as const;

/**
 * Leaves the tab as a new one: other tabs closed; the context's routes, listeners and init scripts removed;
 * online, no permissions or cookies, the pointer at the corner; on a page without scripts of the same origin
 * (`/robots.txt`: the tab keeps its renderer) with the origin's storage empty and no history. Answers false for
 * a tab that cannot be (closed, with something lasting, a step failing).
 */
async function cleanTab(tab: Tab): Promise<boolean> {
  const { page } = tab;
  if (page.isClosed() || tab.lasting) return false;
  const context = page.context();
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    // The tab's own routes are gone already (the `routesEndWithTheTest` fixture); the context's go here.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    for (const script of tab.initScripts.splice(0)) await script.dispose();
    await context.setOffline(false);
    await context.clearPermissions();
    await page.goto('/robots.txt');
    await context.clearCookies();
    await page.evaluate(async () => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      for (const database of await window.indexedDB.databases())
        if (database.name) window.indexedDB.deleteDatabase(database.name);
    });
    await page.mouse.move(0, 0);
    await tab.cdp.send('Page.resetNavigationHistory');
    return true;
  } catch {
    return false;
  }
}
