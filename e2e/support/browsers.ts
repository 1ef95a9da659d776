import { findBrowser, findJourneyBrowser } from '../../scripts/lib/find-browser.mjs';

/**
 * Chromium's switches for every journey. No '--disable-gpu': Debian's launcher of the full browser asks for GPU
 * rasterization, and with the GPU disabled that runs on the CPU, a sixth of every page's cost.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // V8 stops at its baseline compiler: a journey's page lives seconds, too short for optimized code to pay
  // back its compiling (the renderer's CPU 10-13 % less on public and dashboard journeys; the same behaviour).
  '--js-flags=--max-opt=1',
];

function pathOf(found: ReturnType<typeof findBrowser>): string {
  if (found.path) return found.path;
  console.error(found.problem);
  process.exit(1);
}

/**
 * The journeys' browser (`CHROMIUM_PATH`, Debian's headless shell, an installed browser, or Playwright's own);
 * none stops the run at once.
 */
export const JOURNEY_BROWSER = { executablePath: pathOf(findJourneyBrowser()), args: CHROMIUM_ARGS };

/**
 * The full browser (the journeys' own when no other is installed), for the journeys that need what the
 * headless shell lacks (the Screen Wake Lock): `test.use({ launchOptions: FULL_BROWSER })` in their file, which
 * then runs in a worker of its own.
 */
export const FULL_BROWSER = {
  executablePath: findBrowser().path ?? JOURNEY_BROWSER.executablePath,
  args: CHROMIUM_ARGS,
};
