import { CATERING_SUCCESS_MESSAGE } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/hydration';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

const CATERING_API = '**/api/restaurants/catering';

/** A date `days` from now as YYYY-MM-DD (far enough from today for any time zone). */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Sat, Dec 19' for a YYYY-MM-DD date. */
function shortDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Book Your Catering' });
  return {
    root,
    name: root.getByRole('textbox', { name: 'Name', exact: true }),
    email: root.getByRole('textbox', { name: 'Email', exact: true }),
    phone: root.getByRole('textbox', { name: 'Phone', exact: true }),
    eventDate: root.getByLabel('Event Date'),
    eventType: root.getByRole('combobox', { name: 'Event Type' }),
    guestCount: root.getByRole('spinbutton', { name: 'Guest Count' }),
    location: root.getByRole('textbox', { name: 'Location', exact: true }),
    specialRequests: root.getByRole('textbox', { name: 'Special Requests' }),
    submit: root.getByRole('button', { name: /Submit Request|Sending\.\.\./ }),
  };
}

async function openCatering(page: Page) {
  await openPage(page, '/caterine');
  // A submit before hydration would be the browser's own, not the form's checks.
  await waitForHydration(form(page).submit);
}

async function fillValid(page: Page, eventDate = dateIn(30)) {
  const f = form(page);
  await f.name.fill('Arjun Patel');
  await f.email.fill('arjun@example.com');
  await f.phone.fill('+1 512 555 0123');
  await f.eventDate.fill(eventDate);
  await f.eventType.selectOption('wedding');
  await f.guestCount.fill('150');
  await f.location.fill('Laguna Gloria, Austin');
  await f.specialRequests.fill('Half vegetarian, a live momo station please.');
}

function countSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/restaurants/catering'))
      sends.push(request.url());
  });
  return sends;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`catering page on ${name}`, () => {
    test.use({ viewport });

    test('shows the hero and the form with its required fields marked', async ({ page }) => {
      await openCatering(page);
      await expect(page).toHaveTitle('Catering | Flame-kissed');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const f = form(page);
      await expect(f.root.getByRole('heading', { name: 'Book Your Catering' })).toBeVisible();
      await expect(f.root).toContainText('within 24 hours');
      for (const field of [f.name, f.email, f.phone, f.eventDate, f.eventType, f.guestCount, f.location]) {
        await expect(field).toHaveAttribute('required', '');
      }
      await expect(f.specialRequests).not.toHaveAttribute('required', '');
      await expect(f.eventType.locator('option:not([disabled])')).toHaveText([
        'Wedding',
        'Corporate',
        'Birthday',
        'Anniversary',
        'Other',
      ]);
      await expect(f.guestCount).toHaveAttribute('min', '1');
      // The picker starts at today (set after hydration).
      await expect(f.eventDate).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // axe scans this page as loaded, at both widths, in public-page-checks.spec.ts.
    });

    test('sends a request: Sending..., then the success message with what was sent, and the form clears', async ({
      page,
    }, testInfo) => {
      await openCatering(page);
      const sends = countSends(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(CATERING_API, async (route) => {
        await held;
        await route.continue();
      });
      const f = form(page);
      const eventDate = dateIn(30);
      await fillValid(page, eventDate);
      await f.submit.dblclick();
      await expect(f.root.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      // The busy button keeps the focus, and a second press sends nothing more.
      await expect(f.submit).toBeFocused();
      await f.submit.press('Enter');
      release();
      const status = f.root.getByRole('status');
      await expect(status).toContainText(CATERING_SUCCESS_MESSAGE);
      await expect(status).toContainText(
        `Sent: Wedding for 150 guests on ${shortDate(eventDate)} at Laguna Gloria, Austin. ` +
          'We will reply to arjun@example.com.',
      );
      // The focus lands on the confirmation, so a screen reader reads it.
      await expect(status).toBeFocused();
      expect(sends).toHaveLength(1);
      await expect(f.submit).toHaveText('Submit Request');
      // The form is empty again, so tapping 'Submit Request' once more cannot send the same request twice.
      for (const field of [f.name, f.email, f.phone, f.eventDate, f.eventType, f.guestCount, f.location]) {
        await expect(field).toHaveValue('');
      }
      await expect(f.specialRequests).toHaveValue('');
      await status.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: testInfo.outputPath(`catering-sent-${name}.png`) });
      await f.submit.click();
      await expect(f.root.getByText('Name is required')).toBeVisible();
      expect(sends).toHaveLength(1);
    });

    test('checks the fields before sending and refuses a past event date', async ({ page }) => {
      await openCatering(page);
      const sends = countSends(page);
      const f = form(page);
      await f.submit.click();
      for (const text of [
        'Name is required',
        'Email is required',
        'Phone is required',
        'Event date is required',
        'Please choose an event type',
        'Guest count is required',
        'Location is required',
      ]) {
        await expect(f.root.getByText(text)).toBeVisible();
      }
      await expect(f.name).toBeFocused();

      await fillValid(page, dateIn(-2));
      await f.guestCount.fill('0');
      await f.submit.click();
      await expect(f.eventDate).toHaveAttribute('aria-invalid', 'true');
      await expect(f.eventDate).toHaveAccessibleDescription('Event date cannot be in the past');
      await expect(f.guestCount).toHaveAccessibleDescription('Guest count must be at least 1');
      await expect(f.root.getByRole('status')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      expect(sends).toEqual([]);
    });

    test('a failed submit focuses the topmost field left to fix', async ({ page }, testInfo) => {
      await openCatering(page);
      const f = form(page);
      await f.name.fill('Arjun Patel');
      await f.submit.click();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toBeFocused();
      const email = await f.email.boundingBox();
      const eventDate = await f.eventDate.boundingBox();
      expect(email!.y).toBeLessThan(eventDate!.y);
      await keepScreenshot(page, { path: testInfo.outputPath(`catering-failed-submit-${name}.png`) });

      await f.email.fill('arjun@example.com');
      await f.phone.fill('+1 512 555 0123');
      await f.submit.click();
      await expect(f.eventDate).toBeFocused();
    });

    test("refuses a phone that is not a phone number, such as 'abc'", async ({ page }) => {
      await openCatering(page);
      const sends = countSends(page);
      const f = form(page);
      await fillValid(page, dateIn(14));
      await f.phone.fill('abc');
      await f.submit.click();
      await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
      await expect(f.phone).toHaveAccessibleDescription('Please enter a valid phone number');
      await expect(f.phone).toBeFocused();
      expect(sends).toEqual([]);
    });
  });
}

test('the server refuses a past event date too', async ({ request }) => {
  const response = await request.post('/api/restaurants/catering', {
    data: {
      name: 'Arjun Patel',
      email: 'arjun@example.com',
      phone: '+1 512 555 0123',
      eventDate: dateIn(-2),
      eventType: 'birthday',
      guestCount: 20,
      location: 'Austin',
    },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: Record<string, string[]> };
  expect(body.error.eventDate).toEqual(['Event date cannot be in the past']);
});

test('a server failure shows Failed: and the server message', async ({ page, consoleErrors }) => {
  await openCatering(page);
  await page.route(CATERING_API, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'boom' }),
    }),
  );
  const f = form(page);
  await fillValid(page);
  await f.submit.click();
  await expect(f.root.getByRole('alert')).toHaveText('Failed: boom');
  // The focus lands on the error, not on the page.
  await expect(f.root.getByRole('alert')).toBeFocused();
  await expect(f.submit).toBeEnabled();
  await expect(f.name).toHaveValue('Arjun Patel');
  expect(consoleErrors.every((line) => line.includes('status of 500'))).toBe(true);
  consoleErrors.length = 0;
});

test('field errors from the server show under their fields', async ({ page, consoleErrors }) => {
  await openCatering(page);
  await page.route(CATERING_API, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Event date cannot be in the past',
        error: { eventDate: ['Event date cannot be in the past'] },
      }),
    }),
  );
  const f = form(page);
  await fillValid(page);
  await f.submit.click();
  await expect(f.root.getByRole('alert')).toHaveText('Failed: Event date cannot be in the past');
  await expect(f.eventDate).toHaveAttribute('aria-invalid', 'true');
  await expect(f.eventDate).toHaveAccessibleDescription('Event date cannot be in the past');
  // The focus goes to the refused field, and the banner does not take it away.
  await expect(f.eventDate).toBeFocused();
  expect(consoleErrors.every((line) => line.includes('status of 400'))).toBe(true);
  consoleErrors.length = 0;
});

test('a network failure shows a clear error', async ({ page, consoleErrors }) => {
  await openCatering(page);
  await page.route(CATERING_API, (route) => route.abort('internetdisconnected'));
  const f = form(page);
  await fillValid(page);
  await f.submit.click();
  await expect(f.root.getByRole('alert')).toHaveText(
    'Failed: Unable to reach the restaurant. Check your connection and try again.',
  );
  await expect(f.submit).toBeEnabled();
  expect(consoleErrors.every((line) => /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(line))).toBe(
    true,
  );
  consoleErrors.length = 0;
});
