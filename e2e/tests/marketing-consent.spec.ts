import { MARKETING_CONSENT_TEXTS } from '@flame/shared';
import { uniqueEmail } from '../support/customers';
import { expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { cartLine, seedCart, twoDishes } from '../support/orders';
import { linkIn, waitForMail } from '../support/outbox';
import { screenshotsAtBothWidths } from '../support/screenshots';

/** Pages hydrate slowly on a busy machine, and the mail sender polls every 2 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

test("offers and news: agreed at sign-up, shown in the profile, stopped by an email's footer link, asked again at checkout", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('offers');
  const { plain } = await twoDishes(request);
  await seedCart(page, [cartLine(plain)]);

  // Sign-up: the box is there, unticked.
  await page.goto('/signup');
  await waitForHydration(page.getByRole('button', { name: 'Create account' }));
  const box = page.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.checkbox });
  await expect(box).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Tashi Lama');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('momo-and-masala-9');
  await box.check();
  await screenshotsAtBothWidths(page, testInfo, 'signup-offers-box');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/signup/);

  // The profile says so, with the day.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Email', exact: true });
  const offers = card.getByRole('switch', { name: /Offers and news/ });
  await expect(offers).toHaveAttribute('aria-checked', 'true');
  await expect(
    card.getByText(/^You agreed on \w{3} \d{1,2}, \d{4} to offers and news by email\./),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(page, testInfo, 'profile-offers-on');

  // The sign-up's email ends with the link; opened (signed in or not), it stops offers and news at once.
  const mail = await waitForMail(email, /^Confirm your .+ email address$/);
  const link = linkIn(mail, `${new URL(page.url()).origin}/email-offers?token=`);
  expect(mail.html).toContain(MARKETING_CONSENT_TEXTS.footerLink);
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Offers and news', level: 1 })).toBeVisible();
  await expect(stranger.getByText(MARKETING_CONSENT_TEXTS.withdrawn)).toBeVisible();
  await expect(stranger.getByText(`${email} is off our offers and news emails.`)).toBeVisible();
  await screenshotsAtBothWidths(stranger, testInfo, 'email-offers-stopped');
  await stranger.close();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Email', exact: true }).getByRole('switch', { name: /Offers and news/ }),
  ).toHaveAttribute('aria-checked', 'false');

  // Checkout asks again, unticked, now that the customer has not agreed.
  await page.goto('/checkout');
  const again = page.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.checkbox });
  await expect(again).toBeVisible();
  await expect(again).not.toBeChecked();
  await again.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(page, testInfo, 'checkout-offers-box');
});
