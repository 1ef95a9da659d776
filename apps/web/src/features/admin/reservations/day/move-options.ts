import type { OwnerBooking, ReservationDay } from '@flame/shared';

/** Tables a booking may move to: their numbers (smallest first) and the seats they give together. */
export interface MoveOption {
  numbers: number[];
  seats: number;
}

/** States that hold tables: a booking in one of them keeps others off its tables for its stay. */
const HOLDING: readonly OwnerBooking['status'][] = ['active', 'seated'];

/**
 * Where a booking may move, as the day shows it: each table that seats the party alone, then each pair of
 * tables marked combinable that seats it together, that no other holding booking uses at any moment of its
 * stay (half-open ranges); fewest tables, then fewest seats, then lowest numbers. The booking's own set is
 * left out. The server checks again (a booking of another day running into this one answers 409).
 */
export function moveOptions(day: ReservationDay, booking: OwnerBooking): MoveOption[] {
  const start = Date.parse(booking.startsAt);
  const end = Date.parse(booking.endsAt);
  const busy = new Set(
    day.bookings
      .filter((b) => b._id !== booking._id && HOLDING.includes(b.status))
      .filter((b) => Date.parse(b.startsAt) < end && Date.parse(b.endsAt) > start)
      .flatMap((b) => b.tables.map((t) => t._id)),
  );
  const free = day.tables.filter((t) => !busy.has(t._id));
  const options: MoveOption[] = free
    .filter((t) => t.seats >= booking.partySize)
    .map((t) => ({ numbers: [t.tableNumber], seats: t.seats }));
  free.forEach((a, i) => {
    for (const b of free.slice(i + 1)) {
      if (a.seats + b.seats < booking.partySize || !a.combinableWith.includes(b._id)) continue;
      options.push({
        numbers: [a.tableNumber, b.tableNumber].sort((x, y) => x - y),
        seats: a.seats + b.seats,
      });
    }
  });
  const own = booking.tables
    .map((t) => t.tableNumber)
    .sort((x, y) => x - y)
    .join(',');
  return options
    .filter((o) => o.numbers.join(',') !== own)
    .sort(
      (x, y) =>
        x.numbers.length - y.numbers.length ||
        x.seats - y.seats ||
        x.numbers[0]! - y.numbers[0]! ||
        x.numbers.at(-1)! - y.numbers.at(-1)!,
    );
}
