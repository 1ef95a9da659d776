import { SESSION_END_TEXTS } from '@flame/shared';
import { meStatus, putToken, storedToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { newSessionToken, otherBrowser } from '../support/sessions';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { openPage, reloadPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('Change password', () => {
  test.slow();

  test('ends the other sessions, keeps this one, and only the new password signs in', async ({
    page,
    browser,
    consoleErrors,
    newCustomer,
  }, testInfo) => {
    const customer = await newCustomer('Kiran Joshi');
    const other = await otherBrowser(browser, page, customer);
    await expect(other.page.getByRole('region', { name: 'Personal Information' })).toContainText(
      'Kiran Joshi',
    );
    const otherToken = await storedToken(other.page);

    await putToken(page, customer);
    await openPage(page, '/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await waitForHydration(form.getByRole('button', { name: 'Change password' }));

    // A guessable new password is refused in the form, with the reason, before anything is sent.
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByLabel('New password').fill('password');
    await expect(form.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Very weak',
    );
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(/^This password is too easy to guess\./)).toBeVisible();
    await expect(form.getByText(/Add more words that are less common/)).toHaveCount(1);
    await screenshotsAtBothWidths(page, testInfo, 'change-password-weak');

    // A wrong current password: the server refuses, nothing changes.
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password').fill('Copper-lantern-orchard-42');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();
    expect(await meStatus(page, otherToken!)).toBe(200);

    await form.getByLabel('Current password').fill(customer.password);
    await form.getByLabel('New password').fill('Copper-lantern-orchard-42');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password changed. Your other devices are signed out.');
    await expect(form.getByLabel('New password')).toHaveValue('');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, testInfo, 'change-password-done');

    // This browser stays signed in; the other one is signed out on its next page.
    expect(await meStatus(page, customer.token)).toBe(200);
    await reloadPage(page);
    await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('Kiran Joshi');
    expect(await meStatus(page, otherToken!)).toBe(401);
    await reloadPage(other.page);
    await expect(other.page.getByText('Please log in to view your profile')).toBeVisible();
    await expect(other.page.getByText('Loading your profile...')).toHaveCount(0);
    // It says why it was signed out, above 'Log In'.
    const why = other.page.getByRole('status').filter({ hasText: SESSION_END_TEXTS.password });
    await expect(why).toBeVisible();
    const logIn = other.page.getByRole('main').getByRole('link', { name: 'Log In' });
    expect((await why.boundingBox())!.y).toBeLessThan((await logIn.boundingBox())!.y);
    await screenshotsAtBothWidths(other.page, testInfo, 'signed-out-by-password-change');

    // The old password no longer signs in; the new one does, through the login form.
    const old = await page.request.post('/api/auth/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(old.status()).toBe(401);
    await openPage(other.page, '/login?redirectTo=%2Fprofile');
    const login = other.page.getByRole('form', { name: 'Log in with email' });
    await waitForHydration(login.getByRole('button', { name: 'Log in' }));
    await login.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill('Copper-lantern-orchard-42');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(other.page).toHaveURL(/\/profile$/);
    await expect(other.page.getByRole('region', { name: 'Personal Information' })).toContainText(
      'Kiran Joshi',
    );
    expect(
      await meStatus(
        page,
        await newSessionToken(page, { ...customer, password: 'Copper-lantern-orchard-42' }),
      ),
    ).toBe(200);
    await other.context.close();
    allowConsoleErrors(consoleErrors, /status of (400|401)/);
  });
});
