import { formatClock, zonedDateAndMinutes, type OwnerBooking, type ReservationStatus } from '@flame/shared';

const QUARTER = 15;

/** The states drawn as bars: the cancelled and declined ones hold nothing and leave the book. */
export const SHOWN_STATUSES: readonly ReservationStatus[] = [
  'requested',
  'active',
  'seated',
  'completed',
  'no-show',
];

/** Guests who came or are coming: the covers of the day (a request counts once accepted). */
const COVERS_STATUSES: readonly ReservationStatus[] = ['active', 'seated', 'completed'];

export const isShown = (booking: OwnerBooking) => SHOWN_STATUSES.includes(booking.status);

/** Minutes from the day's midnight in the restaurant's zone (past midnight counts on: 25:00 is 1:00 AM). */
export function minutesOnDay(iso: string, date: string, timeZone: string): number {
  const local = zonedDateAndMinutes(new Date(iso), timeZone);
  return local.date === date ? local.minutes : local.date > date ? 24 * 60 + local.minutes : 0;
}

/**
 * Whether a booking arrived before the day's service began (`serviceStartsAt`: midnight, or the night before's
 * closing when that runs past midnight): a late sitting of the night before, still holding its tables.
 */
export function isFromDayBefore(booking: OwnerBooking, serviceStartsAt: string): boolean {
  return new Date(booking.startsAt).getTime() < new Date(serviceStartsAt).getTime();
}

/** When a booking's stay ends, as the restaurant's clock reads: '12:15 AM'. */
export const endClock = (booking: OwnerBooking, timeZone: string) =>
  formatClock(zonedDateAndMinutes(new Date(booking.endsAt), timeZone).minutes);

/**
 * The stretch the timeline shows: whole hours around the bookings arriving that day, 5:00 PM to 10:00 PM when
 * none. The night before's late sittings do not stretch it back to midnight.
 */
export function dayAxis(
  bookings: readonly OwnerBooking[],
  date: string,
  timeZone: string,
  serviceStartsAt: string,
) {
  const own = bookings.filter((b) => !isFromDayBefore(b, serviceStartsAt));
  const starts = own.map((b) => minutesOnDay(b.startsAt, date, timeZone));
  const ends = own.map((b) => minutesOnDay(b.endsAt, date, timeZone));
  const from = Math.floor(Math.min(17 * 60, ...starts) / 60) * 60;
  const to = Math.ceil(Math.max(22 * 60, ...ends) / 60) * 60;
  const hours: { minutes: number; label: string }[] = [];
  for (let m = from; m < to; m += 60) hours.push({ minutes: m, label: formatClock(m % (24 * 60)) });
  return { from, to, hours };
}

/**
 * A bar's left edge and width, in percent of the axis: the part of the stay the axis shows (a late sitting of the
 * night before starts at the axis' start); null when none of it falls on the axis.
 */
export function barPlacement(
  booking: OwnerBooking,
  axis: { from: number; to: number },
  date: string,
  tz: string,
): { left: number; width: number } | null {
  const span = axis.to - axis.from;
  const start = Math.max(axis.from, minutesOnDay(booking.startsAt, date, tz));
  const end = minutesOnDay(booking.endsAt, date, tz);
  if (end <= start) return null;
  return { left: ((start - axis.from) / span) * 100, width: ((end - start) / span) * 100 };
}

/** Guests arriving in each quarter hour of the axis that has any: '7:00 PM' → 6. */
export function coversPerQuarter(
  bookings: readonly OwnerBooking[],
  date: string,
  timeZone: string,
  serviceStartsAt: string,
): { minutes: number; label: string; covers: number }[] {
  const byQuarter = new Map<number, number>();
  for (const booking of bookings) {
    // The night before's late sittings arrived then: they are that day's covers.
    if (!COVERS_STATUSES.includes(booking.status) || isFromDayBefore(booking, serviceStartsAt)) continue;
    const quarter = Math.floor(minutesOnDay(booking.startsAt, date, timeZone) / QUARTER) * QUARTER;
    byQuarter.set(quarter, (byQuarter.get(quarter) ?? 0) + booking.partySize);
  }
  return [...byQuarter.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minutes, covers]) => ({ minutes, label: formatClock(minutes % (24 * 60)), covers }));
}

/** The bookings of one lane: a table's (a combination shows on each of its tables), or the requests'. */
export function laneBookings(bookings: readonly OwnerBooking[], tableId: string | null): OwnerBooking[] {
  return bookings.filter(
    (b) => isShown(b) && (tableId === null ? b.tables.length === 0 : b.tables.some((t) => t._id === tableId)),
  );
}
