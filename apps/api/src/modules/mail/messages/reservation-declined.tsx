import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { ReservationDetails } from '../templates/reservation-parts';
import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';

function ReservationDeclined({ data }: { data: ReservationMailData }) {
  return (
    <BrandLayout
      preview={`We are sorry: we cannot seat your party on ${data.day} at ${data.time}.`}
      heading={`We cannot take your party on ${data.day}`}
      restaurant={data.restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        We are sorry, {data.guestName}: we cannot seat your party of {data.guests} at that time. Reply to this
        email or call us at {data.restaurant.phone} and we will gladly find another time with you.
      </Text>
      {data.cancelReason && (
        <Text style={{ margin: '0 0 16px' }}>
          <strong>Reason:</strong> {data.cancelReason}
        </Text>
      )}
      <ReservationDetails data={data} />
      <LinkButton href={data.tablesUrl} label="Choose another time" />
    </BrandLayout>
  );
}

/** To the guest when the restaurant declines their party's request, with the restaurant's reason. */
export const composeReservationDeclined = reservationMail((data) => ({
  subject: `Your request for ${data.day} at ${data.time}: we cannot seat your party`,
  body: <ReservationDeclined data={data} />,
}));
