import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from '../support/customers';
import { allowConsoleErrors, expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { screenshotsAtBothWidths } from '../support/screenshots';

/** Pages hydrate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** From guessed at once to very hard to guess, for someone called Sita Karki (her name counts against it). */
const WEAK_TO_STRONG = [
  { password: 'password', label: 'Very weak' },
  { password: 'sitakarki', label: 'Weak' },
  { password: 'kathmandu-99', label: 'Fair' },
  { password: 'momo-dumpling', label: 'Good' },
  { password: 'Copper-lantern-orchard-42', label: 'Strong' },
];
const ACCEPTED = new Set(['Good', 'Strong']);
const NAME = 'Sita Karki';

async function openSignup(page: Page) {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up with email' });
  await waitForHydration(form.getByRole('button', { name: 'Create account' }));
  return {
    form,
    meter: form.getByRole('meter', { name: 'Password strength' }),
    password: form.getByLabel('Password', { exact: true }),
    email: form.getByRole('textbox', { name: 'Email' }),
    name: form.getByRole('textbox', { name: 'Name' }),
  };
}

/** Holds the meter's questions to the server until `open` is called; `hold` again for the next ones. */
async function holdRatings(page: Page) {
  let gate = Promise.resolve();
  let open = () => {};
  await page.route('**/api/password-strength', async (route) => {
    await gate;
    await route.fallback();
  });
  return {
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}

const opacityOf = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).opacity);

test.describe('the password meter', () => {
  test.slow();

  test('says what the server says at submit, for passwords from weak to strong', async ({ page }) => {
    const { form, meter, password, email, name } = await openSignup(page);
    await name.fill(NAME);
    for (const { password: typed, label } of WEAK_TO_STRONG) {
      const address = uniqueEmail('meter');
      await email.fill(address);
      await password.fill(typed);
      await expect(meter).toHaveAttribute('aria-valuetext', label);
      await expect(meter).toHaveAttribute('aria-busy', 'false');
      const line = (await form.getByText(`Strength: ${label}.`).locator('..').textContent()) ?? '';
      const advice = line.replace(`Strength: ${label}.`, '').trim();

      // What the server answers when this is submitted, by the same person.
      const submitted = await page.request.post('/api/auth/signup', {
        data: { name: NAME, email: address, password: typed },
      });
      if (ACCEPTED.has(label)) {
        expect(submitted.status(), `${typed}: ${await submitted.text()}`).toBe(201);
        expect(advice, typed).toBe('');
      } else {
        expect(submitted.status(), typed).toBe(400);
        const refusal = (await submitted.json()) as { error: { password: string[] } };
        expect(advice, typed).not.toBe('');
        expect(refusal.error.password, typed).toEqual([`This password is too easy to guess. ${advice}`]);
      }
    }

    // The strongest, through the form itself, signs up.
    await email.fill(uniqueEmail('meter'));
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect(meter).toHaveAttribute('aria-busy', 'false');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('while the server is slow it says it is checking, then keeps the last rating faded', async ({
    page,
  }, testInfo) => {
    const ratings = await holdRatings(page);
    const { form, meter, password, email, name } = await openSignup(page);
    await name.fill(NAME);
    await email.fill(uniqueEmail('slow-meter'));

    ratings.hold();
    await password.fill('sitakarki');
    await expect(form.getByText('Checking strength…')).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuetext', 'Checking strength');
    await expect(meter).toHaveAttribute('aria-busy', 'true');
    await screenshotsAtBothWidths(page, testInfo, 'meter-checking');
    ratings.open();
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect(form.getByText('Strength: Weak.')).toBeVisible();
    expect(await opacityOf(meter)).toBe('1');

    ratings.hold();
    await password.fill('Copper-lantern-orchard-42');
    await expect(meter).toHaveAttribute('aria-busy', 'true');
    // The last rating stays, faded, until the new one comes: no flash of an empty meter at every pause.
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect.poll(() => opacityOf(meter)).toBe('0.5');
    await screenshotsAtBothWidths(page, testInfo, 'meter-checking-after-a-rating');
    ratings.open();
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect.poll(() => opacityOf(meter)).toBe('1');
    await screenshotsAtBothWidths(page, testInfo, 'meter-strong');
  });

  test('when the server cannot rate, it says so, and the server still decides at submit', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await page.route('**/api/password-strength', (route) => route.abort('connectionfailed'));
    const { form, meter, password, email, name } = await openSignup(page);
    await name.fill(NAME);
    await email.fill(uniqueEmail('no-meter'));
    await password.fill('password');
    await expect(
      form.getByText('The strength could not be checked just now. It is checked when you submit.'),
    ).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuetext', 'Not rated');
    await expect(meter).toHaveAttribute('aria-busy', 'false');
    await screenshotsAtBothWidths(page, testInfo, 'meter-unavailable');

    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(
      form.getByText(
        'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await password.fill('Copper-lantern-orchard-42');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Not rated');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    allowConsoleErrors(consoleErrors, /Failed to load resource/);
  });
});
