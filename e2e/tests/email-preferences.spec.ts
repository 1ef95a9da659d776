import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { openPage, reloadPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('a customer turns booking reminders off in the profile, and the choice stays after a reload', async ({
  page,
  signInAsCustomer,
}, testInfo) => {
  test.slow();
  const customer = await signInAsCustomer('/profile', 'Dawa Sherpa');
  const card = page.getByRole('region', { name: 'Email', exact: true });
  const toggle = card.getByRole('switch', { name: /Booking reminders/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle.getByText('On', { exact: true })).toBeVisible();
  await waitForHydration(toggle);
  await screenshotsAtBothWidths(page, testInfo, 'profile-email-on');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle.getByText('Off', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await reloadPage(page);
  await expect(
    page
      .getByRole('region', { name: 'Email', exact: true })
      .getByRole('switch', { name: /Booking reminders/ }),
  ).toHaveAttribute('aria-checked', 'false');
  const saved = await page.request.get('/api/users/mail-preferences', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(((await saved.json()) as { data: unknown }).data).toMatchObject({ reminderEmails: false });
  await screenshotsAtBothWidths(page, testInfo, 'profile-email-off');
});

test('a reminder link that is not valid says so and offers no button', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await openPage(page, '/unsubscribe?token=not-a-real.token');
  await expect(page.getByRole('heading', { name: 'Booking reminders', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work' })).toContainText(
    'This link is not valid',
  );
  await expect(page.getByRole('button', { name: 'Turn off reminders' })).toHaveCount(0);
  await screenshotsAtBothWidths(page, testInfo, 'unsubscribe-invalid');
  // The refused token is the API's 400, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 400/);
});
