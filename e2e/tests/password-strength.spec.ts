import { uniqueEmail } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { openPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

const TOO_EASY =
  'This password is too easy to guess. This is a heavily used password. Add more words that are less common.';

test.describe('sign-up password strength', () => {
  test.slow();

  test('shows `password` as very weak and refuses it with the reason; a strong one signs up', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('strength');
    await openPage(page, '/signup');
    const form = page.getByRole('form', { name: 'Sign up with email' });
    await waitForHydration(form.getByRole('button', { name: 'Create account' }));
    const meter = form.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Not rated yet');

    await form.getByRole('textbox', { name: 'Name' }).fill('Sita Karki');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('password');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(form.getByText('Strength: Very weak.')).toBeVisible();

    let signupsSent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/signup')) signupsSent += 1;
    });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText(TOO_EASY)).toBeVisible();
    // The reason is said once: the meter leaves its advice to the field's message.
    await expect(form.getByText(/Add more words that are less common/)).toHaveCount(1);
    await expect(form.getByText('Strength: Very weak.')).toBeVisible();
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    expect(signupsSent).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotsAtBothWidths(page, testInfo, 'signup-weak-password');

    // The server holds the same rule for a client that skips the form.
    const direct = await page.request.post('/api/auth/signup', {
      data: { name: 'Sita Karki', email, password: 'password' },
    });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as { error: Record<string, string[]> }).error.password).toEqual([TOO_EASY]);

    await password.fill('Copper-lantern-orchard-42');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect(form.getByText('Strength: Strong.')).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'signup-strong-password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('Sita Karki');
  });
});
