import { Text } from '@react-email/components';
import type { Database } from '../../../db/client';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { ReservationDetails } from '../templates/reservation-parts';
import type { ComposedMail, SiteLinks } from './registry';
import { renderMail } from './render';
import { loadReservationMailData, type ReservationMailData } from './reservation-data';

function ReservationCancelled({ data }: { data: ReservationMailData }) {
  return (
    <BrandLayout
      preview={`We are sorry: your table for ${data.day} at ${data.time} is cancelled.`}
      heading={`The restaurant cancelled your reservation for ${data.day}`}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        We are sorry, {data.guestName}: we had to cancel this booking. Reply to this email or call us at{' '}
        {data.restaurant.phone} if you have a question, or choose another time.
      </Text>
      <ReservationDetails data={data} />
      <LinkButton href={data.tablesUrl} label="Book another time" />
    </BrandLayout>
  );
}

/** To the guest when the restaurant cancels their reservation (payload `{ reservationId }`). */
export async function composeReservationCancelled(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const data = await loadReservationMailData(db, payload.reservationId ?? '', site);
  return {
    subject: `Reservation cancelled: table ${data.tableNumber}, ${data.day} at ${data.time}`,
    replyTo: data.restaurant.email || undefined,
    ...(await renderMail(<ReservationCancelled data={data} />)),
  };
}
