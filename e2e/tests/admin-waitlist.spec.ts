import type { Page } from '@playwright/test';
import { WAITLIST_TEXTS } from '@flame/shared';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { openPage } from '../support/navigation';
import { linkIn, waitForMail } from '../support/outbox';
import { keepScreenshotInReport } from '../support/screenshots';

/** Pages hydrate slowly on a busy machine, and the mail sender polls every 2 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ viewport: { width: 1024, height: 768 } });

test("the host adds a walk-in on a tablet; the guest's phone shows their place, then 'Your table is ready' live", async ({
  page,
  browser,
  openSection,
}, testInfo) => {
  test.setTimeout(240_000);
  const shoot = (on: Page, name: string) => keepScreenshotInReport(on, testInfo, name);
  const stamp = Date.now().toString(36);
  const first = `Ahead ${stamp}`;
  const guest = `Bina ${stamp}`;
  const email = `bina-${stamp}@example.test`;
  const main = await openSection('reservations');

  const form = main.getByRole('form', { name: 'Add a walk-in' });
  const add = async (name: string, partySize: string, minutes: string, withEmail = '') => {
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(312) 555-0142');
    await form.getByRole('spinbutton', { name: 'Party size' }).fill(partySize);
    await form.getByRole('spinbutton', { name: 'Quoted wait (minutes)' }).fill(minutes);
    await form.getByRole('textbox', { name: 'Email' }).fill(withEmail);
    await form.getByRole('button', { name: 'Add to waitlist' }).click();
    await expect(main.getByRole('listitem', { name })).toBeVisible();
  };
  await waitForHydration(form.getByRole('button', { name: 'Add to waitlist' }));

  // A bad phone is refused under its field, and nothing is added.
  await form.getByRole('textbox', { name: 'Name' }).fill(guest);
  await form.getByRole('textbox', { name: 'Phone' }).fill('555');
  await form.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();

  await add(first, '2', '10');
  await add(guest, '4', '20', email);
  const entry = main.getByRole('listitem', { name: guest });
  await expect(entry).toContainText('2nd in line');
  await expect(entry).toContainText('Party of 4 · About 20 min');
  await page.getByRole('heading', { name: 'Walk-ins and waitlist' }).scrollIntoViewIfNeeded();
  await shoot(page, 'owner-waitlist-1024');

  // The guest opens the link they were emailed, on their phone, in a browser of their own.
  const mail = await waitForMail(email, /^You are on the waitlist at /);
  const link = linkIn(mail, `${process.env.E2E_BASE_URL}/waitlist/`);
  expect(await entry.getByRole('link', { name: 'Guest page' }).getAttribute('href')).toBe(link);
  const phone = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: process.env.E2E_BASE_URL });
  const guestPage = await phone.newPage();
  const guestErrors: string[] = [];
  guestPage.on('console', (message) => message.type() === 'error' && guestErrors.push(message.text()));
  await openPage(guestPage, link);
  await expect(guestPage.getByRole('heading', { name: `Hi ${guest}` })).toBeVisible();
  await expect(guestPage.getByTestId('place-in-line')).toHaveText('2nd');
  await expect(guestPage.getByText('About 20 min')).toBeVisible();
  await expect(guestPage.getByText('Live updates on')).toBeVisible();
  await expectNoSeriousAxeViolations(guestPage);
  await shoot(guestPage, 'guest-waiting-390');

  // The party ahead is seated: the guest moves up without a reload.
  await main.getByRole('listitem', { name: first }).getByRole('button', { name: 'Seated' }).click();
  await expect(guestPage.getByTestId('place-in-line')).toHaveText('1st');

  // The host taps Notify: the guest's page says so at once.
  await entry.getByRole('button', { name: 'Notify' }).click();
  await expect(entry).toContainText('Table ready');
  await expect(guestPage.getByRole('alert')).toContainText(WAITLIST_TEXTS.ready);
  await shoot(guestPage, 'guest-ready-390');
  await waitForMail(email, /^Your table is ready at /);

  await entry.getByRole('button', { name: 'Seated' }).click();
  await expect(main.getByRole('listitem', { name: guest })).toHaveCount(0);
  await expect(guestPage.getByText(WAITLIST_TEXTS.seated)).toBeVisible();

  expect(guestErrors).toEqual([]);
  await phone.close();
});
