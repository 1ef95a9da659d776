import { noShowLabel, type OwnerBooking } from '@flame/shared';
import type { CSSProperties } from 'react';
import { bookingLabel, STATUS_LOOK } from './booking-text';

/** One booking as a tappable bar: name, party size, occasion and the guest's no-shows. */
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
  return (
    <button
      type="button"
      style={style}
      onClick={() => onOpen(booking)}
      aria-label={bookingLabel(booking)}
      className={`flex min-h-11 min-w-0 flex-col justify-center overflow-hidden rounded-md px-2 py-1 text-left text-xs ring-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${STATUS_LOOK[booking.status]} ${className}`}
    >
      <span className="truncate font-semibold">
        {booking.name} · {booking.partySize}
      </span>
      <span className="truncate">
        {booking.occasion}
        {noShows && <span className="ml-1 font-semibold text-red-700 no-underline">{noShows}</span>}
      </span>
    </button>
  );
}
