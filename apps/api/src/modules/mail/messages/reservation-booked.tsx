import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { ReservationCancelLink, ReservationDetails } from '../templates/reservation-parts';
import { reservationCalendarFile } from './reservation-calendar';
import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';

function ReservationBooked({ data }: { data: ReservationMailData }) {
  return (
    <BrandLayout
      preview={`${data.tablesText}, ${data.day} at ${data.time}, ${data.guests} guests.`}
      heading={`Your table is reserved for ${data.day} at ${data.time}`}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        Thank you, {data.guestName}. We look forward to seeing you at {data.restaurant.address}. The attached
        calendar file adds the booking to your calendar.
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
  body: <ReservationBooked data={data} />,
}));
