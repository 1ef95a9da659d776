// Where the E2E journeys and the page audits find a Chromium: the way a developer expects, first match wins.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Installed browsers by their usual paths: Debian's and Ubuntu's Chromium, Google Chrome on Linux and macOS. */
const KNOWN_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const NO_BROWSER_MESSAGE =
  'No Chromium found for the E2E tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`; or Google Chrome), or set CHROMIUM_PATH to its executable.';

/** The browser Playwright downloaded itself (`npx playwright install chromium`), when it did. */
function playwrightsOwnChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set (and then only it), else the first installed of the known
 * paths, else Playwright's own. `{ path }` when found, `{ problem }` (one line, how to get one) when not.
 */
export function findBrowser(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { problem: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, but no browser is there. ${NO_BROWSER_MESSAGE}` };
  }
  // Playwright's own is looked up last and only when needed: loading playwright-core takes seconds on a busy machine.
  const found = KNOWN_PATHS.find((candidate) => exists(candidate)) ?? playwrightsOwnChromium();
  return found && exists(found) ? { path: found } : { problem: NO_BROWSER_MESSAGE };
}

/**
 * Chromium's headless shell (Debian: `apt-get install chromium-headless-shell`): the same engine built for
 * automation only, without the browser's window and compositor. A page costs it about half the CPU the full
 * browser's headless mode does, so the journeys take it when it is installed.
 */
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/**
 * The Chromium the E2E journeys drive: `CHROMIUM_PATH` when set (and then only it), else an installed headless
 * shell, else `findBrowser`'s. The page audits (Lighthouse, pa11y) keep the full browser, as people use it.
 */
export function findJourneyBrowser(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return findBrowser(env, exists);
  const shell = HEADLESS_SHELL_PATHS.find((candidate) => exists(candidate));
  return shell ? { path: shell } : findBrowser(env, exists);
}
