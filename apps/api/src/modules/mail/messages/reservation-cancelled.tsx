import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { ReservationDetails } from '../templates/reservation-parts';
import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';

function ReservationCancelled({ data }: { data: ReservationMailData }) {
  return (
    <BrandLayout
      preview={`We are sorry: your booking of ${data.tablesText} for ${data.day} at ${data.time} is cancelled.`}
      heading={`The restaurant cancelled your reservation for ${data.day}`}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        We are sorry, {data.guestName}: we had to cancel this booking. Reply to this email or call us at{' '}
        {data.restaurant.phone} if you have a question, or choose another time.
      </Text>
      {data.cancelReason && (
        <Text style={{ margin: '0 0 16px' }}>
          <strong>Reason:</strong> {data.cancelReason}
        </Text>
      )}
      <ReservationDetails data={data} />
      <LinkButton href={data.tablesUrl} label="Book another time" />
    </BrandLayout>
  );
}

/** To the guest when the restaurant cancels their reservation; it names every table the booking held. */
export const composeReservationCancelled = reservationMail((data) => ({
  subject: `Reservation cancelled: ${data.tablesText}, ${data.day} at ${data.time}`,
  body: <ReservationCancelled data={data} />,
}));
