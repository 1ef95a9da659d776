import { EVENT_TYPE_LABELS, shortDateText, type CateringBody } from '@flame/shared';

/** What the restaurant received, under the success message, once the form has cleared for another request. */
export function CateringSent({ sent }: { sent: CateringBody }) {
  const guests = `${sent.guestCount} ${sent.guestCount === 1 ? 'guest' : 'guests'}`;
  return (
    <p className="mt-1">
      Sent: {EVENT_TYPE_LABELS[sent.eventType]} for {guests} on {shortDateText(sent.eventDate)} at{' '}
      {sent.location}. We will reply to {sent.email}.
    </p>
  );
}
