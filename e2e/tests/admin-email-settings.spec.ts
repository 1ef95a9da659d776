import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { ownerHeaders } from '../support/orders';
import { reloadPage } from '../support/navigation';

const expect = baseExpect.configure({ timeout: 20_000 });

test('Settings → Email: the owner sets the reminder hours and the new-order email, and they are kept', async ({
  openSection,
  page,
  request,
}, testInfo) => {
  test.slow();
  try {
    await openSection('settings');
    const email = page.getByRole('region', { name: 'Email', exact: true });
    const hours = email.getByRole('spinbutton', { name: 'Reminder before a booking' });
    await expect(hours).toHaveValue('3');
    const copy = email.getByRole('switch', { name: /Email each new order/ });
    await expect(copy).toHaveAttribute('aria-checked', 'false');
    await waitForHydration(copy);
    await email.scrollIntoViewIfNeeded();
    await screenshotsAtBothWidths(page, testInfo, 'settings-email');

    await hours.fill('100');
    await expect(email.getByText('Enter whole hours from 0 (off) to 72.')).toBeVisible();
    await expect(email.getByRole('button', { name: 'Save email settings' })).toBeDisabled();
    await hours.fill('5');
    await expect(email.getByText('Guests get an email 5 hours before their booking')).toBeVisible();
    await copy.click();
    await expect(copy).toHaveAttribute('aria-checked', 'true');
    await email.getByRole('button', { name: 'Save email settings' }).click();
    await expect(page.getByText('Email settings saved')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await reloadPage(page);
    const again = page.getByRole('region', { name: 'Email', exact: true });
    await expect(again.getByRole('spinbutton', { name: 'Reminder before a booking' })).toHaveValue('5');
    await expect(again.getByRole('switch', { name: /Email each new order/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  } finally {
    // Other journeys expect the defaults.
    const restored = await request.put('/api/admin/mail/settings', {
      headers: await ownerHeaders(request),
      data: { reminderHours: 3, newOrderEmails: false },
    });
    expect(restored.ok()).toBe(true);
  }
});
