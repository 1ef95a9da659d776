import type { Page } from '@playwright/test';
import { formatPrice } from '@flame/shared';
import { meStatus, putToken, storedToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { DEMO, expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { placeOrder, setStatus } from '../support/orders';
import { openPage } from '../support/navigation';

/** Pages hydrate and navigate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

const card = (page: Page, name: string) => page.getByRole('region', { name });

async function openProfile(page: Page) {
  await openPage(page, '/profile');
}

test.describe('profile', () => {
  test.slow();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`signed out on ${name}: asks to log in, and comes back after`, async ({ page, newCustomer }) => {
      await page.setViewportSize(viewport);
      await openProfile(page);
      await expect(page.getByText('Please log in to view your profile')).toBeVisible();
      const logIn = page.getByRole('main').getByRole('link', { name: 'Log In' });
      await expect(logIn).toHaveAttribute('href', '/login?redirectTo=%2Fprofile');
      await expectNoSeriousAxeViolations(page);

      const customer = await newCustomer('Return Visitor');
      await logIn.click();
      const form = page.getByRole('form', { name: 'Log in with email' });
      await waitForHydration(form.getByRole('button', { name: 'Log in' }));
      await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
      await form.getByLabel('Password').fill(customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(card(page, 'Personal Information').getByText('Return Visitor')).toBeVisible();
    });

    test(`signed in on ${name}: every section, the statistics of the orders (cancelled and unpaid left out), no saved address`, async ({
      page,
      newCustomer,
    }) => {
      await page.setViewportSize(viewport);
      // Three real orders: one picked up (and so paid), one still waiting, one cancelled. The statistics count
      // the two that were not cancelled, and what was spent is the picked-up one only.
      const customer = await newCustomer('Nima Sherpa');
      const asCustomer = { ...customer, headers: { authorization: `Bearer ${customer.token}` } };
      const orders = [];
      for (let i = 0; i < 3; i++) orders.push(await placeOrder(page.request, asCustomer));
      await setStatus(page.request, orders[0]!._id, 'completed');
      const cancel = await page.request.patch(`/api/orders/${orders[2]!._id}/cancel`, {
        headers: asCustomer.headers,
      });
      expect(cancel.ok()).toBe(true);
      const spent = orders[0]!.total;
      await putToken(page, customer);
      await openPage(page, '/profile');

      await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
      const info = card(page, 'Personal Information');
      await expect(info.getByText('Nima Sherpa')).toBeVisible();
      await expect(info.getByText(customer.email)).toBeVisible();
      await expect(info.getByText('Customer', { exact: true })).toBeVisible();

      const addresses = card(page, 'Saved Addresses');
      await expect(addresses.getByText('No saved addresses')).toBeVisible();
      await expect(addresses.getByText('Use ‘Add New’ to keep an address on your account.')).toBeVisible();
      await expect(addresses.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/add/address');

      const statistics = card(page, 'Order Statistics');
      await expect(statistics.getByRole('term')).toHaveText(['Orders', 'Spent']);
      await expect(statistics.getByRole('definition')).toHaveText([
        '2',
        'Not counting cancelled ones',
        formatPrice(spent),
        'On orders picked up and paid',
      ]);

      const actions = card(page, 'Account Actions');
      await expect(actions.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
      await expect(actions.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('order statistics that fail to load show the error and Try Again, alone', async ({
    page,
    consoleErrors,
    signInAsCustomer,
  }) => {
    let fail = true;
    await page.route('**/api/orders', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            json: { success: false, message: 'Something went wrong. Please try again.' },
          })
        : route.fulfill({ json: { success: true, data: [] } }),
    );
    await signInAsCustomer('/profile');
    const statistics = card(page, 'Order Statistics');
    await expect(statistics.getByText('Failed to load orders')).toBeVisible();
    // The other sections are unaffected.
    await expect(card(page, 'Saved Addresses').getByText('No saved addresses')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    fail = false;
    await statistics.getByRole('button', { name: 'Try Again' }).click();
    await expect(statistics.getByRole('definition').first()).toHaveText('0');
    await expect(statistics.getByRole('definition').nth(2)).toHaveText('$0.00');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('500')));
  });

  test('edit profile: checks, Cancel puts the values back, Save Changes updates the page and the header', async ({
    page,
    consoleErrors,
    signInAsCustomer,
  }) => {
    const customer = await signInAsCustomer('/profile', 'Dawa Lama');
    const info = card(page, 'Personal Information');
    await info.getByRole('button', { name: 'Edit Profile' }).click();
    const form = info.getByRole('form', { name: 'Edit Profile' });
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(name).toHaveValue('Dawa Lama');
    await expect(email).toHaveValue(customer.email);

    await name.fill('   ');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(info.getByText('Dawa Lama')).toBeVisible();
    await info.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(name).toHaveValue('Dawa Lama');
    await expect(form.getByText('Name is required')).toHaveCount(0);

    // An email another account uses, confirmed with the current password: the server refuses, nothing changes.
    await email.fill(DEMO.admin.email);
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const failure = form.getByRole('alert');
    await expect(failure).toContainText('Failed to update profile');
    await expect(failure).toContainText('An account with this email already exists');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('409')));

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/profile', async (route) => {
      await held;
      await route.continue();
    });
    await name.fill('Dawa Sherpa');
    await email.fill(customer.email);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(info.getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(info.getByText('Dawa Sherpa')).toBeVisible();
    await expect(info.getByRole('form')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The change is saved on the server.
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect((await me.json()).data.name).toBe('Dawa Sherpa');
  });

  test('the owner sees the Admin Dashboard link to their restaurant', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: DEMO.admin });
    const { data } = (await login.json()) as { data: { token: string } };
    await putToken(page, { token: data.token });
    await openProfile(page);
    const restaurants = (await (await page.request.get('/api/restaurants')).json()) as {
      data: { _id: string }[];
    };
    const link = card(page, 'Account Actions').getByRole('link', { name: 'Admin Dashboard' });
    await expect(link).toHaveAttribute('href', `/admin-dashboard/${restaurants.data[0]!._id}`);
    await expect(card(page, 'Personal Information').getByText('Admin', { exact: true })).toBeVisible();
  });

  test('Log Out signs out here and on the server', async ({ page, signInAsCustomer }) => {
    const customer = await signInAsCustomer('/profile');
    await card(page, 'Account Actions').getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeNull();
    expect(await meStatus(page, customer.token)).toBe(401);
  });
});
