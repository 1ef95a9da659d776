import { Link, Text } from '@react-email/components';
import { MailNoLongerNeeded } from '../delivery-policy';
import { BRAND, BrandLayout } from '../templates/brand-layout';
import { ReservationCancelLink, ReservationDetails } from '../templates/reservation-parts';
import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';

function ReservationReminder({
  data,
  remindersOffUrl,
}: {
  data: ReservationMailData;
  remindersOffUrl: string;
}) {
  return (
    <BrandLayout
      preview={`${data.tablesText}, ${data.day} at ${data.time}, ${data.guests} guests.`}
      heading={`See you ${data.day} at ${data.time}`}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        Hello {data.guestName}, a reminder of your booking at {data.restaurant.address}.
      </Text>
      <ReservationDetails data={data} />
      <ReservationCancelLink cancelUrl={data.cancelUrl} />
      <Text style={{ color: BRAND.muted, fontSize: '13px', margin: '24px 0 0' }}>
        You get this reminder because reminders are on in your profile.{' '}
        <Link href={remindersOffUrl} style={{ color: BRAND.muted }}>
          Turn off booking reminders
        </Link>
      </Text>
    </BrandLayout>
  );
}

/**
 * To the guest a set number of hours before their booking. Checked again when it
 * is sent: a booking cancelled or started since, or a guest who turned reminders off, gets nothing. It is not
 * a transactional message, so it carries a one-click unsubscribe (RFC 8058).
 */
export const composeReservationReminder = reservationMail((data, _site, at) => {
  if (data.status !== 'active') throw new MailNoLongerNeeded('The booking was cancelled');
  if (data.startsAt <= at) throw new MailNoLongerNeeded('The booking has started');
  const { remindersOffUrl } = data;
  if (!data.guestWantsReminders || !remindersOffUrl) {
    throw new MailNoLongerNeeded('The guest turned reminders off, or has no account to keep them in');
  }
  return {
    subject: `Reminder: ${data.tablesText}, ${data.day} at ${data.time}, ${data.guests} guests`,
    headers: {
      'List-Unsubscribe': `<${remindersOffUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    body: <ReservationReminder data={data} remindersOffUrl={remindersOffUrl} />,
  };
});
