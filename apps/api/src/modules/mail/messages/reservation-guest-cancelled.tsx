import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { ReservationDetails } from '../templates/reservation-parts';
import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';

/** 'your table', or 'your tables' for a combination. */
const yourTables = (data: ReservationMailData) => (data.tableCount > 1 ? 'your tables' : 'your table');

function GuestCancelled({ data }: { data: ReservationMailData }) {
  return (
    <BrandLayout
      preview={`Your booking of ${data.tablesText} for ${data.day} at ${data.time} is cancelled, as you asked.`}
      heading="Your reservation is cancelled"
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        Thank you for letting us know, {data.guestName}: we have let {yourTables(data)} go. We hope to see you
        another time.
      </Text>
      <ReservationDetails data={data} />
      <LinkButton href={data.tablesUrl} label="Book another time" />
    </BrandLayout>
  );
}

function RestaurantNotice({ data, reservationsUrl }: { data: ReservationMailData; reservationsUrl: string }) {
  return (
    <BrandLayout
      preview={`${data.guestName} cancelled ${data.tablesText} for ${data.day} at ${data.time}.`}
      heading={`${data.guestName} cancelled their reservation`}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        The guest cancelled through the link in their confirmation email. {data.tablesText}{' '}
        {data.tableCount > 1 ? 'are' : 'is'} free again for this time.
      </Text>
      <ReservationDetails data={data} />
      <LinkButton href={reservationsUrl} label="Open reservations" />
    </BrandLayout>
  );
}

/** To the guest who cancelled through their email's link: the cancellation, confirmed, naming every table. */
export const composeReservationGuestCancelled = reservationMail((data) => ({
  subject: `Reservation cancelled: ${data.tablesText}, ${data.day} at ${data.time}`,
  body: <GuestCancelled data={data} />,
}));

/**
 * To the restaurant when a guest cancels through their email's link (the dashboard hears of it live too);
 * replies go to the guest.
 */
export const composeReservationGuestCancelledNotice = reservationMail(
  (data, site) => ({
    subject: `Cancelled by the guest: ${data.tablesText}, ${data.day} at ${data.time}`,
    body: (
      <RestaurantNotice
        data={data}
        reservationsUrl={`${site.siteUrl}/admin-dashboard/${data.restaurant.id}/reservations`}
      />
    ),
  }),
  { replyTo: 'guest' },
);
