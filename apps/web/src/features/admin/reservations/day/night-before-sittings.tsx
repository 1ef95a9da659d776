import type { OwnerBooking, ReservationDay } from '@flame/shared';
import { BookingBar } from './booking-bar';
import { bookingTablesText } from './booking-text';
import { endClock, isFromDayBefore, isShown } from './day-geometry';

/**
 * The night before's parties still booked or seated after this day's midnight: their tables are taken until
 * they leave. Each opens the booking, to seat, move or complete it. Nothing when there are none.
 */
export function NightBeforeSittings({
  day,
  onOpen,
}: {
  day: ReservationDay;
  onOpen: (booking: OwnerBooking) => void;
}) {
  const late = day.bookings.filter((b) => isShown(b) && isFromDayBefore(b, day.serviceStartsAt));
  if (late.length === 0) return null;
  return (
    <section
      aria-label="From the night before"
      className="rounded-card bg-cream-50 p-3 ring-1 ring-cream-200"
    >
      <h3 className="text-sm font-semibold text-stone-800">From the night before</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {late.map((booking) => (
          <li key={booking._id} className="flex flex-col gap-1">
            <BookingBar booking={booking} onOpen={onOpen} className="text-sm" />
            <span className="text-xs text-stone-700">
              {bookingTablesText(booking)} · until {endClock(booking, day.timeZone)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
