import type { ParsedMail } from 'mailparser';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { placeOrder } from '../support/orders';
import { waitForMail } from '../support/outbox';
import { keepScreenshot } from '../support/screenshots';

/**
 * The emails as a phone shows them: a mail app renders the HTML part in a view as wide as the phone that
 * honours the message's viewport. Without one, the message is laid out 980 px wide and its text shrinks to 40 %.
 */
test("the sign-up and order emails are laid out at a phone's width, with nothing wider and the heading full size", async ({
  browser,
  page,
  newCustomer,
}) => {
  const customer = await newCustomer('Maya Mobile');
  await placeOrder(page.request, customer);
  const mails: ParsedMail[] = [
    await waitForMail(customer.email, /^Confirm your .+ email address$/),
    await waitForMail(customer.email, /^Order \d+ is placed: pickup /),
  ];

  const phone = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  const view = await phone.newPage();
  for (const [index, mail] of mails.entries()) {
    expect(mail.html, `${mail.subject}: has an HTML part`).toBeTruthy();
    await view.setContent(mail.html || '');
    const layout = await view.evaluate(() => {
      const heading = document.querySelector('h1')!.getBoundingClientRect();
      return {
        width: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
        headingRight: heading.right,
        scale: window.visualViewport?.scale ?? 1,
      };
    });
    expect(layout.width, `${mail.subject}: laid out at the phone's width`).toBe(VIEWPORTS.phone.width);
    expect(layout.scrollWidth, `${mail.subject}: nothing wider than the phone`).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    expect(layout.headingRight, `${mail.subject}: the heading inside the screen`).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    expect(layout.scale, `${mail.subject}: shown at full size`).toBe(1);
    await keepScreenshot(view, {
      path: `test-results/screens/email-on-a-phone-${index}.png`,
      fullPage: true,
    });
  }
  await phone.close();
});
