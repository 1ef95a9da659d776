import { noShowLabel, type OwnerBooking } from '@flame/shared';
import { Phone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { bookingLabel, STATUS_LOOK } from './booking-text';

/**
 * A booking the restaurant made for the guest: a phone after their name, so a short bar keeps the name (the
 * bar's name says 'by phone' aloud, its dialog in words).
 */
function ByPhoneMark() {
  return <Phone aria-hidden="true" data-mark="by-phone" className="size-3 shrink-0 text-stone-600" />;
}

/** One booking as a tappable bar: name, party size (a phone when the restaurant booked it), occasion and no-shows. */
export function BookingBar({
  booking,
  style,
  onOpen,
  className = '',
}: {
  booking: OwnerBooking;
  style?: CSSProperties;
  onOpen: (booking: OwnerBooking) => void;
  className?: string;
}) {
  const noShows = noShowLabel(booking.noShows);
  const byPhone = booking.source === 'staff';
  return (
    <button
      type="button"
      style={style}
      onClick={() => onOpen(booking)}
      aria-label={bookingLabel(byPhone ? { ...booking, name: `${booking.name} (by phone)` } : booking)}
      className={`flex min-h-11 min-w-0 flex-col justify-center overflow-hidden rounded-md px-2 py-1 text-left text-xs ring-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${STATUS_LOOK[booking.status]} ${className}`}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="truncate font-semibold">
          {booking.name} · {booking.partySize}
        </span>
        {byPhone && <ByPhoneMark />}
      </span>
      <span className="truncate">
        {booking.occasion}
        {noShows && <span className="ml-1 font-semibold text-red-700 no-underline">{noShows}</span>}
      </span>
    </button>
  );
}
