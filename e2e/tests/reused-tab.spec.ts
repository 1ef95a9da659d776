import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/navigation';

/**
 * The journeys of a worker share one tab (support/reusable-tab.ts). What one journey leaves on it, the next must
 * not find: these two run in order in one worker, the first leaving everything a journey can, the second
 * finding the same tab as new.
 */
// A retry gets a tab of a new context (its trace), so there is nothing kept to check: no retries here.
test.describe.configure({ mode: 'serial', retries: 0 });

let firstTab: Page | undefined;
let heardByTheJourneyBefore = 0;

test('a journey leaves a token, a cart, a cookie, a route, a listener, an extra tab and the browser offline', async ({
  page,
  customer,
}) => {
  firstTab = page;
  await page.addInitScript(() => window.localStorage.setItem('left-by-an-init-script', 'yes'));
  await openPage(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  expect(customer.email).toBeTruthy();
  await page.evaluate(() => {
    window.sessionStorage.setItem('left', 'yes');
    document.cookie = 'left=yes; path=/';
    window.indexedDB.open('left-behind');
  });
  await page.route('**/api/food**', (route) => route.abort());
  page.on('request', () => heardByTheJourneyBefore++);
  await page.context().newPage();
  await page.context().setOffline(true);
  await page.mouse.move(200, 200);
});

test('the next journey finds the same tab as new: nothing of it is left', async ({ page, context }) => {
  expect(page, 'the same tab, kept').toBe(firstTab);
  expect(page.context().pages()).toEqual([page]);
  expect(await page.context().cookies()).toEqual([]);
  const left = await page.evaluate(async () => ({
    local: window.localStorage.length,
    session: window.sessionStorage.length,
    databases: (await window.indexedDB.databases()).length,
    history: window.history.length,
    online: navigator.onLine,
  }));
  expect(left).toEqual({ local: 0, session: 0, databases: 0, history: 1, online: true });

  // No route, listener or init script of the journey before: the menu loads, no token is put in.
  const heardBefore = heardByTheJourneyBefore;
  await openPage(page, '/menu');
  expect(heardByTheJourneyBefore, 'requests heard by a listener of the journey before').toBe(heardBefore);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('left-by-an-init-script'))).toBeNull();
  expect(context).not.toBe(page.context());
});

test('a journey signed in by a token put in before its first page is signed in; the next is not', async ({
  page,
  newCustomer,
}) => {
  await putToken(page, await newCustomer());
  await openPage(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('signed out again', async ({ page }) => {
  expect(page).toBe(firstTab);
  await openPage(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
