import { CANCEL_LINK_TEXTS } from '@flame/shared';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { screenshotsAtBothWidths } from '../support/screenshots';
import { linkIn, waitForMail } from '../support/outbox';
import { bookByApi, tomorrow } from './tables-kit';
import { openPage } from '../support/navigation';

/** Pages hydrate slowly on a busy machine, and the mail sender polls every 2 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('the reservation email carries a calendar file and a link that cancels the booking after a confirmation', async ({
  page,
  request,
  newCustomer,
}, testInfo) => {
  test.slow();
  const customer = await newCustomer('Tashi Lama');
  // Three weeks after tomorrow, on the same weekday: a day no other journey books.
  const date = await tomorrow(request, 3);
  const booked = await bookByApi(request, customer, 7, {
    reservedDate: date,
    reservedTime: '12:00 PM',
    reservedFor: 1,
  });

  const mail = await waitForMail(customer.email, /^Table 7 reserved: /);
  expect(mail.attachments.map((file) => file.filename)).toEqual(['reservation.ics']);
  expect(mail.attachments[0]!.content.toString('utf8')).toContain('BEGIN:VEVENT');
  const link = linkIn(mail, `${process.env.E2E_BASE_URL}/reservations/cancel?token=`);

  await openPage(page, link);
  await expect(page.getByRole('heading', { name: 'Cancel your reservation' })).toBeVisible();
  await expect(page.getByText('Table 7')).toBeVisible();
  await expect(page.getByText('12:00 PM')).toBeVisible();
  // Opening the link changed nothing.
  const mine = await request.get('/api/restaurants/reservations', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(((await mine.json()) as { data: { _id: string }[] }).data.map((r) => r._id)).toContain(booked._id);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAtBothWidths(page, testInfo, 'cancel-link-confirm');

  const confirm = page.getByRole('button', { name: 'Yes, Cancel It' });
  await waitForHydration(confirm);
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Reservation cancelled' })).toContainText(
    CANCEL_LINK_TEXTS.cancelled,
  );
  await screenshotsAtBothWidths(page, testInfo, 'cancel-link-done');
  const after = await request.get('/api/restaurants/reservations', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(((await after.json()) as { data: { _id: string }[] }).data.map((r) => r._id)).not.toContain(
    booked._id,
  );

  // The link works once: opened again, it says the booking is already cancelled and offers no button.
  await openPage(page, link);
  await expect(page.getByRole('status').filter({ hasText: 'Already cancelled' })).toContainText(
    CANCEL_LINK_TEXTS.alreadyCancelled,
  );
  await expect(page.getByRole('button', { name: 'Yes, Cancel It' })).toHaveCount(0);
  await screenshotsAtBothWidths(page, testInfo, 'cancel-link-already');
});
