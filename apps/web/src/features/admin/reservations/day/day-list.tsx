import type { OwnerBooking, ReservationDay } from '@flame/shared';
import { BookingBar } from './booking-bar';
import { isFromDayBefore, laneBookings } from './day-geometry';

/**
 * On a phone: each table (and the requests) with its bookings arriving that day, by time. Tables with none are
 * left out; the night before's late sittings are shown above, by `NightBeforeSittings`.
 */
export function DayList({ day, onOpen }: { day: ReservationDay; onOpen: (booking: OwnerBooking) => void }) {
  const arriving = day.bookings.filter((b) => !isFromDayBefore(b, day.serviceStartsAt));
  const lanes = [
    { id: null, label: 'Requests' },
    ...day.tables.map((t) => ({ id: t._id, label: `Table ${t.tableNumber}` })),
  ]
    .map((lane) => ({ ...lane, bookings: laneBookings(arriving, lane.id) }))
    .filter((lane) => lane.bookings.length > 0);
  return (
    <div className="flex flex-col gap-4">
      {lanes.map((lane) => (
        <section key={lane.id ?? 'requests'} role="group" aria-label={lane.label}>
          <h3 className="mb-1 text-sm font-semibold text-stone-800">{lane.label}</h3>
          <div className="flex flex-col gap-2">
            {lane.bookings.map((booking) => (
              <div key={booking._id} className="flex items-center gap-3">
                <span className="w-16 shrink-0 text-sm text-stone-700">{booking.time}</span>
                <BookingBar booking={booking} onOpen={onOpen} className="flex-1 text-sm" />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
