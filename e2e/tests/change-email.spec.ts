import { meStatus, putToken, storedToken, uniqueEmail } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { linkIn, waitForMail } from '../support/outbox';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { otherBrowser } from '../support/sessions';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { openPage, reloadPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('Change email', () => {
  test.slow();

  test("asks for the current password; the new address's link changes it and ends the other sessions", async ({
    page,
    browser,
    consoleErrors,
    newCustomer,
  }, testInfo) => {
    const customer = await newCustomer('Anil Gurung');
    const other = await otherBrowser(browser, page, customer);
    const otherToken = await storedToken(other.page);
    const newEmail = uniqueEmail('moved');

    await putToken(page, customer);
    await openPage(page, '/profile');
    const info = page.getByRole('region', { name: 'Personal Information' });
    const editButton = info.getByRole('button', { name: 'Edit Profile' });
    await waitForHydration(editButton);
    await editButton.click();
    const form = info.getByRole('form', { name: 'Edit Profile' });

    // The password field appears only once the email changes.
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    const password = form.getByLabel('Current password');
    await expect(password).toBeVisible();
    await expect(form.getByText('To change your email, confirm it is you.')).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'change-email-form');

    // Without it, or with a wrong one, nothing changes.
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();
    await password.fill('not-my-password');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();
    expect(await meStatus(page, otherToken!)).toBe(200);
    await expectNoSeriousAxeViolations(page);

    await password.fill(customer.password);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(info.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    await expect(info.getByRole('status').filter({ hasText: 'Check your new address' })).toBeVisible();
    // Until the new address opens its link, the account keeps its email and every session.
    expect(await meStatus(page, otherToken!)).toBe(200);

    const mail = await waitForMail(newEmail, /^Confirm your new .+ email address$/);
    await page.goto(linkIn(mail, `${new URL(page.url()).origin}/verify-email?token=`));
    await expect(page.getByRole('status').filter({ hasText: 'Email confirmed' })).toBeVisible();

    // This browser, which opened the link, stays signed in under the new address; the other session has ended.
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect((await me.json()).data.email).toBe(newEmail);
    expect(await meStatus(page, otherToken!)).toBe(401);
    await reloadPage(other.page);
    await expect(other.page.getByText('Please log in to view your profile')).toBeVisible();

    // The new address signs in; the old one no longer does.
    const byNew = await page.request.post('/api/auth/login', {
      data: { email: newEmail, password: customer.password },
    });
    expect(byNew.status()).toBe(200);
    const byOld = await page.request.post('/api/auth/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(byOld.status()).toBe(401);
    await other.context.close();
    allowConsoleErrors(consoleErrors, /status of (400|401)/);
  });
});
