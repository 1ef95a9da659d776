import type { CDPSession, Locator, Page } from '@playwright/test';
import { putToken, uniqueEmail } from '../support/customers';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { waitForMail } from '../support/outbox';

/** Pages hydrate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The screens where a new password is chosen, with everything typing one fetches, stay under 260 KB on the wire
 * on a first visit from a phone (the estimator's dictionaries alone were 739 KB of brotli). Counted through the
 * DevTools protocol: the `encodedDataLength` of every finished load (headers and body as received), from the
 * navigation until the meter has rated the password, in a fresh browser context with the cache cleared.
 */
const LIMIT_BYTES = 260 * 1024;

interface WireCount {
  bytes: () => number;
  urls: () => string[];
}

/** Counts every byte Chromium receives for the page from now on, after clearing its cache. */
async function countBytesOnTheWire(page: Page): Promise<WireCount> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const urls = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
  return { bytes: () => bytes, urls: () => [...urls.values()] };
}

/** Types the password in pieces, as a person pausing now and then, and waits for the meter's last word. */
async function typePassword(field: Locator, form: Locator) {
  const meter = form.getByRole('meter', { name: 'Password strength' });
  await field.pressSequentially('Copper', { delay: 40 });
  await expect(meter).not.toHaveAttribute('aria-valuetext', /Not rated|Checking/);
  await expect(meter).toHaveAttribute('aria-busy', 'false');
  await field.pressSequentially('-lantern', { delay: 40 });
  await expect(meter).toHaveAttribute('aria-busy', 'false');
  await field.pressSequentially('-orchard-42', { delay: 40 });
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  await expect(meter).toHaveAttribute('aria-busy', 'false');
}

function expectUnderLimit(wire: WireCount, screen: string) {
  const bytes = wire.bytes();
  test.info().annotations.push({ type: 'bytes on the wire', description: `${screen}: ${bytes}` });
  expect(bytes, `${screen}: ${(bytes / 1024).toFixed(1)} KB on the wire`).toBeLessThan(LIMIT_BYTES);
  const urls = wire.urls().join('\n');
  // Nothing about the password goes in an address, and no estimator is downloaded.
  expect(urls).not.toContain('Copper');
  expect(urls).not.toMatch(/zxcvbn|\/assets\/password-strength-/);
}

test.describe('bytes on the wire where a password is chosen', () => {
  // A first visit: nothing in the browser's caches.
  test.use({ viewport: VIEWPORTS.phone, freshTab: true });
  test.slow();

  test(`/signup stays under 260 KB while a password is typed`, async ({ page }) => {
    const wire = await countBytesOnTheWire(page);
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Sign up with email' });
    await waitForHydration(form.getByRole('button', { name: 'Create account' }));
    await form.getByRole('textbox', { name: 'Name' }).fill('Sita Karki');
    await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('bytes'));
    await typePassword(form.getByLabel('Password', { exact: true }), form);
    expectUnderLimit(wire, '/signup');
  });

  test(`/reset-password stays under 260 KB while a password is typed`, async ({ page, newCustomer }) => {
    const customer = await newCustomer('Leela Karki');
    const asked = await page.request.post('/api/auth/forgot-password', { data: { email: customer.email } });
    expect(asked.status()).toBe(200);
    const mail = await waitForMail(customer.email, /^Reset your .+ password$/);
    const link = /\/reset-password\?token=[^\s\]>)]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the reset link in the email').toBeDefined();

    const wire = await countBytesOnTheWire(page);
    await page.goto(link!);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await waitForHydration(form.getByRole('button', { name: 'Set new password' }));
    await typePassword(form.getByRole('textbox', { name: 'New password' }), form);
    expectUnderLimit(wire, '/reset-password');
  });

  test(`the profile's 'Change password' stays under 260 KB while a password is typed`, async ({
    page,
    newCustomer,
  }) => {
    const customer = await newCustomer('Kiran Joshi');
    await putToken(page, customer);
    const wire = await countBytesOnTheWire(page);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await waitForHydration(form.getByRole('button', { name: 'Change password' }));
    await typePassword(form.getByLabel('New password'), form);
    expectUnderLimit(wire, '/profile');
  });
});
