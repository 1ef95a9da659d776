import { noShowLabel, type OwnerBooking } from '@flame/shared';
import type { CSSProperties } from 'react';
import { bookingLabel, STATUS_LOOK } from './booking-text';

/** 'By phone': a booking the restaurant made for the guest, beside their name. */
function ByPhoneLabel() {
  return (
    <span className="shrink-0 rounded-sm bg-white/80 px-1 text-[0.6875rem] leading-4 font-medium text-stone-700 ring-1 ring-stone-300">
      By phone
    </span>
  );
}

/** One booking as a tappable bar: name, party size ('By phone' when the restaurant booked it), occasion and no-shows. */
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
        {byPhone && <ByPhoneLabel />}
      </span>
      <span className="truncate">
        {booking.occasion}
        {noShows && <span className="ml-1 font-semibold text-red-700 no-underline">{noShows}</span>}
      </span>
    </button>
  );
}
