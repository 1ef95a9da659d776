import { PARTY_BOOKING_MESSAGES, tablesText, type PartyReservation } from '@flame/shared';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { guestsLabel, longDate } from '../format';

/**
 * What a booking by party size came to: the tables the restaurant set for the party ('Tables 3 and 4'), or for
 * a party larger than booked online, that the request is sent and answered by email. Its heading takes the focus.
 */
export function PartyConfirmation({
  reservation,
  onAnother,
}: {
  reservation: PartyReservation;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const requested = reservation.status === 'requested';
  const Icon = requested ? Send : CircleCheck;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg bg-emerald-50 p-5 text-emerald-950 ring-1 ring-emerald-200"
    >
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        <h3 ref={heading} tabIndex={-1} className="font-display text-xl font-bold outline-none">
          {requested ? 'Request sent' : PARTY_BOOKING_MESSAGES.booked}
        </h3>
      </div>
      {requested ? (
        <p>{PARTY_BOOKING_MESSAGES.requested}</p>
      ) : (
        <p className="text-2xl font-bold">{tablesText(reservation.tables)}</p>
      )}
      <p>
        {longDate(reservation.date)} at {reservation.time} · {guestsLabel(reservation.partySize)}
        {reservation.occasion ? ` · ${reservation.occasion}` : ''}
      </p>
      <p className="text-sm">
        {requested
          ? 'We will email you as soon as the restaurant answers.'
          : 'A confirmation email with a calendar file and a cancel link is on its way.'}
      </p>
      <div>
        <Button variant="secondary" onClick={onAnother}>
          Find Another Table
        </Button>
      </div>
    </div>
  );
}
