import type { OwnerBooking, ReservationDay } from '@flame/shared';
import { BookingBar } from './booking-bar';
import { barPlacement, dayAxis, laneBookings } from './day-geometry';

const LANE_LABEL = 'w-24 shrink-0 pr-2 text-sm font-semibold text-stone-800';

/** Tables down the side, time across, each booking a bar where it falls; requests on a lane of their own. */
export function DayTimeline({
  day,
  onOpen,
}: {
  day: ReservationDay;
  onOpen: (booking: OwnerBooking) => void;
}) {
  const axis = dayAxis(day.bookings, day.date, day.timeZone, day.serviceStartsAt);
  const requests = laneBookings(day.bookings, null);
  const lanes = [
    ...(requests.length > 0 ? [{ id: null, label: 'Requests', seats: null }] : []),
    ...day.tables.map((t) => ({ id: t._id, label: `Table ${t.tableNumber}`, seats: t.seats })),
  ];
  const hourWidth = 100 / axis.hours.length;
  return (
    <div role="region" aria-label="Bookings by table and time" className="overflow-x-auto">
      <div className="min-w-[40rem]">
        <div className="flex border-b border-cream-200 pb-1" aria-hidden="true">
          <div className={LANE_LABEL} />
          <div className="relative flex flex-1">
            {axis.hours.map((hour) => (
              <div key={hour.minutes} style={{ width: `${hourWidth}%` }} className="text-xs text-stone-600">
                {hour.label}
              </div>
            ))}
          </div>
        </div>
        {lanes.map((lane) => (
          <div
            key={lane.id ?? 'requests'}
            role="group"
            aria-label={lane.label}
            className="flex items-center border-b border-cream-100 py-1"
          >
            <div className={LANE_LABEL}>
              {lane.label}
              {lane.seats !== null && (
                <span className="block text-xs font-normal text-stone-600">{lane.seats} seats</span>
              )}
            </div>
            <div
              className="relative h-12 flex-1 bg-[linear-gradient(to_right,var(--color-cream-200)_1px,transparent_1px)]"
              style={{ backgroundSize: `${hourWidth}% 100%` }}
            >
              {laneBookings(day.bookings, lane.id).map((booking) => {
                const place = barPlacement(booking, axis, day.date, day.timeZone);
                if (!place) return null;
                const { left, width } = place;
                return (
                  <BookingBar
                    key={booking._id}
                    booking={booking}
                    onOpen={onOpen}
                    className="absolute top-0.5 bottom-0.5"
                    style={{ left: `${left}%`, width: `${width}%` }}
                  />
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
