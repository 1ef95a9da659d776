import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { ReservationCancelLink, ReservationDetails } from '../templates/reservation-parts';
import { reservationCalendarFile } from './reservation-calendar';
import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';

/** The booking as it is, with the calendar file: on booking, and again when the restaurant changes it. */
function ReservationConfirmation({
  data,
  heading,
  opening,
}: {
  data: ReservationMailData;
  heading: string;
  opening: string;
}) {
  return (
    <BrandLayout
      preview={`${data.tablesText}, ${data.day} at ${data.time}, ${data.guests} guests.`}
      heading={heading}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        {opening} We look forward to seeing you at {data.restaurant.address}. The attached calendar file adds
        the booking to your calendar.
      </Text>
      <ReservationDetails data={data} />
      <ReservationCancelLink cancelUrl={data.cancelUrl} />
    </BrandLayout>
  );
}

/** To the guest when a table is booked, with the booking as an `.ics` file. */
export const composeReservationBooked = reservationMail((data, site) => ({
  subject: `${data.tablesText} reserved: ${data.day} at ${data.time}, ${data.guests} guests`,
  attachments: [reservationCalendarFile(data, new URL(site.siteUrl).hostname)],
  body: (
    <ReservationConfirmation
      data={data}
      heading={`Your table is reserved for ${data.day} at ${data.time}`}
      opening={`Thank you, ${data.guestName}.`}
    />
  ),
}));

/**
 * To the guest when the restaurant changed the booking's date, time or party size (as the guest asked): the
 * booking as it now is, and its calendar file with a higher SEQUENCE, so the guest's calendar moves the event.
 */
export const composeReservationChanged = reservationMail((data, site) => ({
  subject: `Booking changed: ${data.tablesText}, ${data.day} at ${data.time}, ${data.guests} guests`,
  attachments: [reservationCalendarFile(data, new URL(site.siteUrl).hostname)],
  body: (
    <ReservationConfirmation
      data={data}
      heading={`Your booking is now ${data.day} at ${data.time}`}
      opening={`Hello ${data.guestName}, we have changed your booking as you asked: here it is as it now is.`}
    />
  ),
}));
