import { CONTACT_SUCCESS_MESSAGE, SUCCESS_BANNER_MS, telHref, type Restaurant } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';

const ERROR_MESSAGE = 'Failed to send message. Please try again or contact us directly.';
const REQUIRED_MESSAGE = 'Please fill in all required fields';
const CONTACT_API = '**/api/restaurants/contact';

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Send us a Message' });
  return {
    root,
    name: root.getByRole('textbox', { name: 'Name', exact: true }),
    email: root.getByRole('textbox', { name: 'Email', exact: true }),
    phone: root.getByRole('textbox', { name: 'Phone', exact: true }),
    subject: root.getByRole('combobox', { name: 'Subject' }),
    message: root.getByRole('textbox', { name: 'Message', exact: true }),
    send: root.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

async function openContact(page: Page) {
  await openPage(page, '/contact');
}

/** Counts the contact sends the browser makes. */
function countSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/restaurants/contact'))
      sends.push(request.url());
  });
  return sends;
}

/** Holds the contact sends back until the answered function is called. */
async function holdSends(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_API, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function fillRequired(page: Page) {
  const f = form(page);
  await f.name.fill('Priya Sharma');
  await f.email.fill('priya@example.com');
  await f.message.fill('Do you have a private room for twelve people on Saturday?');
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`contact page on ${name}`, () => {
    test.use({ viewport });

    test('sends a message: Sending..., the success banner, an empty form, and the banner leaves after 5 s', async ({
      page,
    }) => {
      await page.clock.install();
      await openContact(page);
      const f = form(page);
      // Hold the answer back until the sending state has been seen.
      const release = await holdSends(page);

      await fillRequired(page);
      await f.phone.fill('+1 512 555 0199');
      await f.subject.selectOption('reservation');
      await f.send.click();
      await expect(f.root.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      // The busy button keeps the focus (a disabled one would drop it to the page).
      await expect(f.send).toBeFocused();
      // From here the page's clock only moves when told to, however slow the machine is.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      release();

      const banner = f.root.getByRole('status').filter({ hasText: CONTACT_SUCCESS_MESSAGE });
      await expect(banner).toBeVisible();
      // The focus lands on the confirmation, so a screen reader reads it.
      await expect(banner).toBeFocused();
      await page.clock.runFor(50); // lets the mutation's state reach the button
      await expect(f.send).toHaveText('Send Message');
      await expect(f.send).toBeEnabled();
      for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).toHaveValue('');
      await expect(f.subject).toHaveValue('general');

      await page.clock.runFor(SUCCESS_BANNER_MS - 1000);
      await expect(banner).toBeVisible();
      await page.clock.runFor(2000);
      await expect(banner).toBeHidden();
    });

    test('asks for the required fields and sends nothing', async ({ page }) => {
      await openContact(page);
      const sends = countSends(page);
      const f = form(page);
      await f.send.click();
      await expect(f.root.getByRole('alert')).toHaveText(REQUIRED_MESSAGE);
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toBeFocused();
      await expect(f.root.getByText('Name is required')).toBeVisible();
      await expect(f.root.getByText('Email is required')).toBeVisible();
      await expect(f.root.getByText('Message is required')).toBeVisible();
      await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');

      await f.email.fill('not-an-email');
      await f.send.click();
      await expect(f.root.getByText('Please enter a valid email address')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(sends).toEqual([]);
    });

    test('a server failure shows the error banner and keeps what was typed', async ({
      page,
      consoleErrors,
    }) => {
      await openContact(page);
      await page.route(CONTACT_API, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'boom' }),
        }),
      );
      const f = form(page);
      await fillRequired(page);
      await f.send.click();
      await expect(f.root.getByRole('alert')).toHaveText(ERROR_MESSAGE);
      // The focus lands on the error, not on the page.
      await expect(f.root.getByRole('alert')).toBeFocused();
      await expect(f.name).toHaveValue('Priya Sharma');
      await expect(f.send).toBeEnabled();
      // The browser logs the 500 answer as a failed resource: expected here.
      expect(consoleErrors.every((line) => line.includes('status of 500'))).toBe(true);
      consoleErrors.length = 0;
    });
  });
}

test('field errors from the server show under their fields', async ({ page, consoleErrors }) => {
  await openContact(page);
  await page.route(CONTACT_API, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'email: This address cannot receive mail',
        error: { email: ['This address cannot receive mail'] },
      }),
    }),
  );
  const f = form(page);
  await fillRequired(page);
  await f.send.click();
  await expect(f.root.getByRole('alert')).toHaveText(ERROR_MESSAGE);
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAccessibleDescription('This address cannot receive mail');
  // The focus goes to the refused field, and the banner does not take it away.
  await expect(f.email).toBeFocused();
  expect(consoleErrors.every((line) => line.includes('status of 400'))).toBe(true);
  consoleErrors.length = 0;
});

test('a double tap on Send Message sends once, and Enter while sending sends nothing more', async ({
  page,
}) => {
  await openContact(page);
  const sends = countSends(page);
  const release = await holdSends(page);
  const f = form(page);
  await fillRequired(page);
  await f.send.dblclick();
  await expect(f.root.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await f.send.press('Enter');
  await f.message.press('Control+Enter');
  await f.name.press('Enter');
  release();
  await expect(f.root.getByRole('status')).toContainText(CONTACT_SUCCESS_MESSAGE);
  expect(sends).toHaveLength(1);
});

test('the cards link the phone and email, and the FAQ opens its answers', async ({ page }) => {
  const response = await page.request.get('/api/restaurants');
  const restaurant = ((await response.json()) as { data: Restaurant[] }).data[0]!;
  await openContact(page);
  await expect(page).toHaveTitle('Contact Us | Flame-kissed');

  const cards = page.getByRole('list', { name: 'Ways to reach us' });
  await expect(cards).toContainText(restaurant.address.street);
  await expect(cards.getByRole('link', { name: restaurant.phone })).toHaveAttribute(
    'href',
    telHref(restaurant.phone),
  );
  await expect(cards.getByRole('link', { name: restaurant.email })).toHaveAttribute(
    'href',
    `mailto:${restaurant.email}`,
  );

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(4);
  await expect(questions).toHaveText([/reservation/i, /catering/i, /payment/i, /dietary/i]);

  const payment = faq.locator('details').filter({ hasText: 'What payment options do you accept?' });
  const answer = payment.getByText(/digital\/mobile wallets/);
  await expect(answer).toBeHidden();
  await payment.locator('summary').click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('cash, major credit cards');
  await expect(answer).toContainText('paid at the restaurant');
  await payment.locator('summary').press('Enter');
  await expect(answer).toBeHidden();

  // The answer closed again, the page is as loaded: public-page-checks.spec.ts scans it with axe.
});
