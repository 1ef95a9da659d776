import type { ReservationDay } from '@flame/shared';
import { coversPerQuarter } from './day-geometry';

/** The guests arriving in each quarter hour of the day (only quarters with arrivals), and the day's total. */
export function CoversStrip({ day }: { day: ReservationDay }) {
  const quarters = coversPerQuarter(day.bookings, day.date, day.timeZone, day.serviceStartsAt);
  const total = quarters.reduce((sum, q) => sum + q.covers, 0);
  return (
    <section
      aria-label="Covers per quarter hour"
      className="rounded-card bg-cream-50 p-3 ring-1 ring-cream-200"
    >
      <h3 className="text-sm font-semibold text-stone-800">
        Covers per quarter hour <span className="font-normal text-stone-600">· {total} in all</span>
      </h3>
      {quarters.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">No guests booked yet.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {quarters.map((q) => (
            <li key={q.minutes} className="rounded-md bg-white px-2 py-1 text-xs ring-1 ring-cream-200">
              <span className="text-stone-600">{q.label}</span>{' '}
              <span className="font-semibold text-stone-900">{q.covers}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
