import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { ReservationDetails } from '../templates/reservation-parts';
import type { ReservationMailData } from './reservation-data';

/** What differs between the restaurant declining a party's request and cancelling a booking: the texts. */
export interface TurnedDownTexts {
  preview: string;
  heading: string;
  /** The apology after 'We are sorry, <guest>: '. */
  apology: string;
  buttonLabel: string;
}

/**
 * The guest's email when the restaurant turns their table down (a request declined, a booking cancelled): the
 * apology, the restaurant's reason when it gave one, the booking's details and a link to choose another time.
 */
export function ReservationTurnedDown({
  data,
  texts,
}: {
  data: ReservationMailData;
  texts: TurnedDownTexts;
}) {
  return (
    <BrandLayout preview={texts.preview} heading={texts.heading} restaurant={data.restaurant}>
      <Text style={{ margin: '0 0 16px' }}>
        We are sorry, {data.guestName}: {texts.apology}
      </Text>
      {data.cancelReason && (
        <Text style={{ margin: '0 0 16px' }}>
          <strong>Reason:</strong> {data.cancelReason}
        </Text>
      )}
      <ReservationDetails data={data} />
      <LinkButton href={data.tablesUrl} label={texts.buttonLabel} />
    </BrandLayout>
  );
}
