import { OIDC_ERROR_MESSAGES } from '@flame/shared';
import type { Page } from '@playwright/test';
import { meStatus, storedToken, uniqueEmail } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { PROVIDER_PAGE } from '../support/oidc-server';
import { openPage } from '../support/navigation';

/** Pages hydrate and navigate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Answers `GET /api/orders` with no orders, so the profile does not depend on the orders API here. */
async function noOrders(page: Page) {
  await page.route('**/api/orders', (route) => route.fulfill({ json: { success: true, data: [] } }));
}

async function openLogin(page: Page, path = '/login') {
  await openPage(page, path);
  await waitForHydration(page.getByRole('button', { name: 'Log in' }));
}

/** At the provider: choose the account it vouches for, then come back. */
async function signInAtProvider(
  page: Page,
  identity: {
    email: string;
    name?: string;
    verified?: boolean;
    tamperNonce?: boolean;
    tamperState?: boolean;
  },
) {
  await expect(page.getByRole('heading', { name: PROVIDER_PAGE.title })).toBeVisible();
  await page.getByLabel(PROVIDER_PAGE.email, { exact: true }).fill(identity.email);
  if (identity.name) await page.getByLabel(PROVIDER_PAGE.name, { exact: true }).fill(identity.name);
  if (identity.verified === false) await page.getByLabel(PROVIDER_PAGE.verified).uncheck();
  if (identity.tamperNonce) await page.getByLabel(PROVIDER_PAGE.tamperNonce).check();
  if (identity.tamperState) await page.getByLabel(PROVIDER_PAGE.tamperState).check();
  await page.getByRole('button', { name: PROVIDER_PAGE.submit }).click();
}

const googleButton = (page: Page) => page.getByRole('link', { name: 'Continue with Google' });

test.describe('Continue with Google', () => {
  // Journeys across two sites and several page loads: give a busy machine time.
  test.slow();

  test('signs a new customer in and lands on /profile, the code gone from the address bar at once', async ({
    page,
  }) => {
    await noOrders(page);
    await openLogin(page);
    // Hold the code exchange, to see the callback screen as it is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/google/exchange', async (route) => {
      await held;
      await route.continue();
    });

    await googleButton(page).click();
    const email = uniqueEmail('google');
    await signInAtProvider(page, { email, name: 'Asha Gurung' });

    await expect(page.getByRole('heading', { name: 'Logged in successfully to your account' })).toBeVisible();
    await expect(page.getByText('Redirecting to your profile...')).toBeVisible();
    // Taken out of the address bar as soon as the page runs (before the code is even exchanged).
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await expectNoSeriousAxeViolations(page);
    release();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    const info = page.getByRole('region', { name: 'Personal Information' });
    await expect(info.getByText('Asha Gurung')).toBeVisible();
    await expect(info.getByText(email)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    // The token is kept where the app reads it, and it works.
    const token = await storedToken(page);
    expect(await meStatus(page, token!)).toBe(200);
  });

  test('disables the button while the browser leaves for the provider', async ({ page }) => {
    await openLogin(page);
    const starts: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/google', async (route) => {
      starts.push(route.request().url());
      await held;
      await route.continue();
    });
    // Inside the page (Playwright's own checks wait for the held navigation): a click, then a second one.
    const disabledAfterClick = await googleButton(page).evaluate(async (link: HTMLElement) => {
      link.click();
      // The next frame painted: what the person sees after the first click.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const disabled = link.getAttribute('aria-disabled');
      link.click();
      return disabled;
    });
    expect(disabledAfterClick).toBe('true');
    await expect.poll(() => starts.length).toBe(1);
    release();
    await expect(page.getByRole('heading', { name: PROVIDER_PAGE.title })).toBeVisible();
  });

  test('returns to the page the visitor came from', async ({ page }) => {
    await openLogin(page, '/login?redirectTo=%2Fcaterine');
    await googleButton(page).click();
    await signInAtProvider(page, { email: uniqueEmail('google-return') });
    await expect(page).toHaveURL(/\/caterine$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('links an existing email account instead of making a second one', async ({ page, newCustomer }) => {
    await noOrders(page);
    const customer = await newCustomer('Kiran Email');
    await openLogin(page);
    await googleButton(page).click();
    await signInAtProvider(page, { email: customer.email, name: 'Other Name At Google' });
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page.getByRole('region', { name: 'Personal Information' }).getByText('Kiran Email'),
    ).toBeVisible();
  });

  test('a tampered state fails back to /login', async ({ page }) => {
    await openLogin(page);
    await googleButton(page).click();
    await signInAtProvider(page, { email: uniqueEmail('google-state'), tamperState: true });
    await expect(page).toHaveURL(/\/login\?error=google$/);
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Login failed');
    await expect(banner).toContainText(OIDC_ERROR_MESSAGES.google);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  });

  test('a tampered nonce fails back to /login', async ({ page }) => {
    await openLogin(page);
    await googleButton(page).click();
    await signInAtProvider(page, { email: uniqueEmail('google-nonce'), tamperNonce: true });
    await expect(page).toHaveURL(/\/login\?error=google$/);
    await expect(page.getByRole('alert')).toContainText(OIDC_ERROR_MESSAGES.google);
    expect(await storedToken(page)).toBeNull();
  });

  test('an unverified email is refused with a clear message', async ({ page }) => {
    await openLogin(page);
    await googleButton(page).click();
    await signInAtProvider(page, { email: uniqueEmail('google-unverified'), verified: false });
    await expect(page).toHaveURL(/\/login\?error=google_email$/);
    await expect(page.getByRole('alert')).toContainText(OIDC_ERROR_MESSAGES.google_email);
  });
});

test.describe('email sign-up, logout and login', () => {
  test.slow();

  test('signs up, logs out (the old token is refused), then logs in again', async ({
    page,
    consoleErrors,
  }) => {
    await noOrders(page);
    await openPage(page, '/signup');
    const email = uniqueEmail('email');
    const form = page.getByRole('form', { name: 'Sign up with email' });
    await waitForHydration(form.getByRole('button', { name: 'Create account' }));
    await form.getByRole('textbox', { name: 'Name' }).fill('Bina Thapa');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('saag-paneer-77');
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page.getByRole('region', { name: 'Personal Information' }).getByText('Bina Thapa'),
    ).toBeVisible();
    const token = await storedToken(page);

    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await meStatus(page, token!)).toBe(401);

    await openLogin(page);
    const login = page.getByRole('form', { name: 'Log in with email' });
    await login.getByRole('textbox', { name: 'Email' }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'Log in' }).click();
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Login failed');
    await expect(failure).toContainText('Invalid email or password');
    // The focus stays in the form (the busy button let it go), on the first field to check.
    await expect(login.getByRole('textbox', { name: 'Email' })).toBeFocused();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('status of 401')),
    );

    await login.getByLabel('Password', { exact: true }).fill('saag-paneer-77');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(
      page.getByRole('region', { name: 'Personal Information' }).getByText('Bina Thapa'),
    ).toBeVisible();
  });

  test('returns to the page the visitor came from after an email login', async ({ page, newCustomer }) => {
    const customer = await newCustomer();
    await openLogin(page, '/login?redirectTo=%2Fdeals');
    const login = page.getByRole('form', { name: 'Log in with email' });
    await login.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('checks the fields before sending, and shows the server refusing a taken email', async ({
    page,
    consoleErrors,
    newCustomer,
  }) => {
    const existing = await newCustomer();
    await openPage(page, '/signup');
    const form = page.getByRole('form', { name: 'Sign up with email' });
    await waitForHydration(form.getByRole('button', { name: 'Create account' }));
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();

    await form.getByRole('textbox', { name: 'Name' }).fill('Second Account');
    await form.getByRole('textbox', { name: 'Email' }).fill(existing.email);
    await form.getByLabel('Password', { exact: true }).fill('long-enough-pass');
    await form.getByRole('button', { name: 'Create account' }).click();
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Signup failed');
    await expect(failure).toContainText('An account with this email already exists');
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('status of 409')),
    );
  });
});

test.describe('callback without a usable code', () => {
  // Two browsers and several page loads: give a busy machine time.
  test.slow();

  test('goes to /login without a code', async ({ page }) => {
    await openPage(page, '/auth/callback');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a link with another account's token leaves a signed-in customer signed in as themselves", async ({
    page,
    newCustomer,
    signInAsCustomer,
  }) => {
    await noOrders(page);
    const someoneElse = await newCustomer('Someone Else');
    const me = await signInAsCustomer('/profile', 'Maya Tamang');
    const info = page.getByRole('region', { name: 'Personal Information' });
    await expect(info.getByText(me.email)).toBeVisible();

    await openPage(page, `/auth/callback?token=${someoneElse.token}`);
    await expect(page).not.toHaveURL(/token=/);
    await openPage(page, '/profile');
    await expect(info.getByText(me.email)).toBeVisible();
    await expect(info.getByText(someoneElse.email)).toHaveCount(0);
    expect(await storedToken(page)).toBe(me.token);
  });

  test('a code from a sign-in made in another browser opens nothing here', async ({
    page,
    browser,
    consoleErrors,
    signInAsCustomer,
  }) => {
    // The attacker signs in with Google in their own browser and stops before the exchange.
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    let attackerCode = '';
    await attackerPage.route('**/api/auth/google/exchange', async (route) => {
      attackerCode = (route.request().postDataJSON() as { code: string }).code;
      await route.abort();
    });
    await openLogin(attackerPage);
    await googleButton(attackerPage).click();
    await signInAtProvider(attackerPage, { email: uniqueEmail('google-attacker') });
    await expect.poll(() => attackerCode).not.toBe('');
    await attacker.close();

    await noOrders(page);
    const me = await signInAsCustomer('/profile', 'Nima Sherpa');
    await openPage(page, `/auth/callback?code=${attackerCode}`);
    // Refused: the callback leaves for the login page, which sends a visitor still signed in on to /profile.
    await expect(page).toHaveURL(/\/(login\?error=google|profile)$/);
    expect(await storedToken(page)).toBe(me.token);
    await openPage(page, '/profile');
    const info = page.getByRole('region', { name: 'Personal Information' });
    await expect(info.getByText(me.email)).toBeVisible();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('status of 400')),
    );
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`sign-in pages on ${name}`, () => {
    test.use({ viewport });

    test('login: Google, the email form and the link to signup, server-rendered and accessible', async ({
      page,
    }) => {
      const html = await (await page.request.get('/login')).text();
      expect(html).toContain('Continue with Google');
      await openLogin(page);
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expect(googleButton(page)).toHaveAttribute('href', '/api/auth/google');
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('login after a failed Google sign-in shows why', async ({ page }) => {
      await openLogin(page, '/login?error=google_linked');
      await expect(page.getByRole('alert')).toContainText(OIDC_ERROR_MESSAGES.google_linked);
      await expectNoSeriousAxeViolations(page);
    });

    test('signup: Google, the form and the link to login, carrying the return path', async ({ page }) => {
      await openPage(page, '/signup?redirectTo=%2Ftables');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(googleButton(page)).toHaveAttribute('href', '/api/auth/google?redirectTo=%2Ftables');
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?redirectTo=%2Ftables',
      );
      await expectNoSeriousAxeViolations(page);
    });
  });
}
