import { Text } from '@react-email/components';
import type { Database } from '../../../db/client';
import { BrandLayout } from '../templates/brand-layout';
import { ReservationCancelLink, ReservationDetails } from '../templates/reservation-parts';
import type { ComposedMail, SiteLinks } from './registry';
import { renderMail } from './render';
import { reservationCalendarFile } from './reservation-calendar';
import { loadReservationMailData, type ReservationMailData } from './reservation-data';

function ReservationBooked({ data }: { data: ReservationMailData }) {
  return (
    <BrandLayout
      preview={`Table ${data.tableNumber}, ${data.day} at ${data.time}, ${data.guests} guests.`}
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

/** To the guest when a table is booked (payload `{ reservationId }`), with the booking as an `.ics` file. */
export async function composeReservationBooked(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const data = await loadReservationMailData(db, payload.reservationId ?? '', site);
  return {
    subject: `Table ${data.tableNumber} reserved: ${data.day} at ${data.time}, ${data.guests} guests`,
    replyTo: data.restaurant.email || undefined,
    attachments: [reservationCalendarFile(data, new URL(site.siteUrl).hostname)],
    ...(await renderMail(<ReservationBooked data={data} />)),
  };
}
