import { describe, expect, it } from 'vitest';
import { findBrowser, findJourneyBrowser, NO_BROWSER_MESSAGE } from './find-browser.mjs';

const only =
  (...present: string[]) =>
  (candidate: string) =>
    present.includes(candidate);

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH when it names a browser, before any installed one', () => {
    const found = findBrowser(
      { CHROMIUM_PATH: '/opt/my/chrome' },
      only('/opt/my/chrome', '/usr/bin/chromium'),
    );
    expect(found).toEqual({ path: '/opt/my/chrome' });
  });

  it('says so in one line when CHROMIUM_PATH names nothing, rather than falling back silently', () => {
    const found = findBrowser({ CHROMIUM_PATH: '/nowhere/chrome' }, only('/usr/bin/chromium'));
    expect(found.problem).toContain('CHROMIUM_PATH is /nowhere/chrome');
    expect(found.problem).not.toContain('\n');
  });

  it.each([
    ['Debian', '/usr/bin/chromium'],
    ['Ubuntu', '/usr/bin/chromium-browser'],
    ['Google Chrome on Linux', '/usr/bin/google-chrome'],
    ['Google Chrome on macOS', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  ])('finds %s', (_name, path) => {
    expect(findBrowser({}, only(path))).toEqual({ path });
  });

  // Without any installed browser, Playwright's own is looked for: loading playwright-core takes seconds when the
  // machine is busy (lint, typecheck and the build run beside the unit tests).
  it('without any browser, answers the one line that says how to get one', { timeout: 30_000 }, () => {
    const found = findBrowser({}, () => false);
    expect(found).toEqual({ problem: NO_BROWSER_MESSAGE });
    expect(NO_BROWSER_MESSAGE).toMatch(/apt-get install chromium/);
    expect(NO_BROWSER_MESSAGE).toMatch(/CHROMIUM_PATH/);
  });
});

describe('findJourneyBrowser', () => {
  it('takes the headless shell before the full browser', () => {
    const found = findJourneyBrowser({}, only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'));
    expect(found).toEqual({ path: '/usr/bin/chromium-headless-shell' });
  });

  it('takes the full browser when no headless shell is installed', () => {
    expect(findJourneyBrowser({}, only('/usr/bin/chromium'))).toEqual({ path: '/usr/bin/chromium' });
  });

  it('takes CHROMIUM_PATH before the headless shell', () => {
    const found = findJourneyBrowser(
      { CHROMIUM_PATH: '/opt/my/chrome' },
      only('/opt/my/chrome', '/usr/bin/chromium-headless-shell'),
    );
    expect(found).toEqual({ path: '/opt/my/chrome' });
  });

  it('without any browser, answers the same one line', { timeout: 30_000 }, () => {
    expect(findJourneyBrowser({}, () => false)).toEqual({ problem: NO_BROWSER_MESSAGE });
  });
});
