import { EMAIL_VERIFICATION_TEXTS } from '@flame/shared';
import { uniqueEmail } from '../support/customers';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { linkIn, waitForMail } from '../support/outbox';
import { screenshotsAtBothWidths } from '../support/screenshots';

/** Pages hydrate slowly on a busy machine, and the mail sender polls every 2 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('sign-up → the emailed link confirms the address once; a used link says so, signed in or out', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('verify');
  await page.goto('/signup');
  await waitForHydration(page.getByRole('button', { name: 'Create account' }));
  await page.getByRole('textbox', { name: 'Name' }).fill('Mina Gurung');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('tandoori-nights-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/signup/);

  await page.goto('/profile');
  const notice = page.getByRole('status').filter({ hasText: 'Please confirm your email address' });
  await expect(notice).toContainText(`We sent a link to ${email}.`);
  await screenshotsAtBothWidths(page, testInfo, 'profile-unverified');
  await notice.getByRole('button', { name: 'Send a new link' }).click();
  // Within a minute of the sign-up's link, the server asks to wait.
  await expect(notice).toContainText(EMAIL_VERIFICATION_TEXTS.tooSoon);

  const mail = await waitForMail(email, /^Confirm your .+ email address$/);
  const link = linkIn(mail, `${new URL(page.url()).origin}/verify-email?token=`);
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Email confirmed' })).toContainText(
    EMAIL_VERIFICATION_TEXTS.verified,
  );
  await screenshotsAtBothWidths(page, testInfo, 'verify-email-confirmed');

  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);

  // The link works once: opened again, signed in, it says the address is confirmed already.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toBeVisible();
  await expect(page.getByText(EMAIL_VERIFICATION_TEXTS.alreadyVerified)).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'verify-email-used');

  // Signed out, a used link offers 'Log in'.
  const signedOut = await browser.newPage();
  await signedOut.goto(link);
  await expect(signedOut.getByRole('alert').filter({ hasText: 'This link no longer works' })).toBeVisible();
  await expect(signedOut.getByRole('link', { name: 'Log in' })).toBeVisible();
  await screenshotsAtBothWidths(signedOut, testInfo, 'verify-email-signed-out');
  await signedOut.close();
  // The early 'Send a new link' (429) and the used link (400) are answers the page shows.
  allowConsoleErrors(consoleErrors, /status of (429|400)/);
});

test('email change: the new address confirms it, the old one is told, the profile shows the wait', async ({
  page,
  customer,
}, testInfo) => {
  test.slow();
  const newEmail = uniqueEmail('moved');
  await page.goto('/profile');
  await waitForHydration(page.getByRole('button', { name: 'Edit Profile' }));
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await page
    .getByRole('form', { name: 'Edit Profile' })
    .getByRole('textbox', { name: 'Current password' })
    .fill(customer.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Check your new address' });
  await expect(notice).toContainText(EMAIL_VERIFICATION_TEXTS.changeRequested(newEmail));
  // The account keeps its email until the new address confirms it.
  await expect(page.getByText(customer.email, { exact: true })).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'profile-email-change-pending');

  const told = await waitForMail(customer.email, /email address is about to change$/);
  expect(told.text).toContain(newEmail);
  const mail = await waitForMail(newEmail, /^Confirm your new .+ email address$/);
  await page.goto(linkIn(mail, `${new URL(page.url()).origin}/verify-email?token=`));
  await expect(page.getByRole('status').filter({ hasText: 'Email confirmed' })).toContainText(
    EMAIL_VERIFICATION_TEXTS.changed(newEmail),
  );
  await screenshotsAtBothWidths(page, testInfo, 'verify-email-changed');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
});
