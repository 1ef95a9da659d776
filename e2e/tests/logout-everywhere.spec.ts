import { SESSION_END_TEXTS, SIGNED_OUT_EVERYWHERE } from '@flame/shared';
import { meStatus, putToken, storedToken } from '../support/customers';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { otherBrowser } from '../support/sessions';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { openPage, reloadPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('Log out everywhere', () => {
  test.slow();

  test('signs this browser out and another one too: its open profile turns to the signed-out state', async ({
    page,
    browser,
    consoleErrors,
    newCustomer,
  }, testInfo) => {
    const customer = await newCustomer('Mina Tamang');
    const other = await otherBrowser(browser, page, customer);
    const otherInfo = other.page.getByRole('region', { name: 'Personal Information' });
    await expect(otherInfo).toContainText('Mina Tamang');
    const otherToken = await storedToken(other.page);

    await putToken(page, customer);
    await openPage(page, '/profile');
    const everywhere = page
      .getByRole('region', { name: 'Account Actions' })
      .getByRole('button', { name: 'Log out everywhere' });
    await waitForHydration(everywhere);
    await screenshotsAtBothWidths(page, testInfo, 'account-actions');

    // It asks first: 'Stay signed in' changes nothing.
    await everywhere.click();
    const ask = page.getByRole('dialog', { name: 'Log out everywhere?' });
    await expect(ask).toContainText('will be signed out, this one too');
    await screenshotsAtBothWidths(page, testInfo, 'log-out-everywhere-asks');
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(ask).toHaveCount(0);
    expect(await meStatus(page, customer.token)).toBe(200);
    expect(await meStatus(page, otherToken!)).toBe(200);

    await everywhere.click();
    await ask.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page.getByRole('status').filter({ hasText: SIGNED_OUT_EVERYWHERE })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Please log in to view your profile')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'signed-out-everywhere');
    expect(await storedToken(page)).toBeNull();
    expect(await meStatus(page, customer.token)).toBe(401);
    expect(await meStatus(page, otherToken!)).toBe(401);

    // The other browser, its profile still open: the next thing it saves is refused and the page shows it
    // signed out.
    await otherInfo.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = otherInfo.getByRole('form', { name: 'Edit Profile' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Mina T.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(other.page.getByText('Please log in to view your profile')).toBeVisible();
    await expect(
      other.page.getByRole('status').filter({ hasText: SESSION_END_TEXTS.everywhere }),
    ).toBeVisible();
    expect(await storedToken(other.page)).toBeNull();

    // Opened afresh, the profile goes straight to the signed-out state, never staying on the loading one.
    await reloadPage(other.page);
    await expect(other.page.getByText('Please log in to view your profile')).toBeVisible();
    await expect(other.page.getByText('Loading your profile...')).toHaveCount(0);
    await screenshotsAtBothWidths(other.page, testInfo, 'signed-out-elsewhere');
    await other.context.close();
    allowConsoleErrors(consoleErrors, /status of 401/);
  });
});
