import { PASSWORD_RESET_TEXTS } from '@flame/shared';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { linkIn, waitForMail } from '../support/outbox';
import { openPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine, and the mail sender polls every 2 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
const NEW_PASSWORD = 'marigold-ferry-lantern-48';

test('forgot password: the emailed link sets a new password once, and the old one stops working', async ({
  page,
  consoleErrors,
  newCustomer,
}, testInfo) => {
  test.slow();
  const customer = await newCustomer('Leela Karki');

  await openPage(page, '/login');
  await waitForHydration(page.getByRole('button', { name: 'Log in' }));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: 'Send reset link' }));
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    PASSWORD_RESET_TEXTS.requested,
  );
  await expectNoSeriousAxeViolations(page);
  await screenshotsAtBothWidths(page, testInfo, 'forgot-password-sent');

  const mail = await waitForMail(customer.email, /^Reset your .+ password$/);
  const link = linkIn(mail, `${new URL(page.url()).origin}/reset-password?token=`);

  await openPage(page, link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: 'Set new password' }));
  // A password sign-up would refuse is refused here too, and the link still works after.
  await page.getByRole('textbox', { name: 'New password' }).fill('password1234');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'reset-password-weak');
  // The server refused that password (400); the browser logs the refused request.
  allowConsoleErrors(consoleErrors, /status of 400/);

  await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
    PASSWORD_RESET_TEXTS.done,
  );
  await screenshotsAtBothWidths(page, testInfo, 'reset-password-done');

  // Every session ended, the old password no longer works, the new one does.
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(me.status()).toBe(401);
  const old = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(old.status()).toBe(401);

  // Done: 'Log in' is the one way on, with no 'Back to log in' beside it.
  await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForHydration(page.getByRole('button', { name: 'Log in' }));
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The link works once: opened again, it says at once that it no longer works, before anything is typed.
  await openPage(page, link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toContainText(
    PASSWORD_RESET_TEXTS.linkGone,
  );
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);
  await screenshotsAtBothWidths(page, testInfo, 'reset-password-gone');
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
