import { MOVE_TABLES_MAX, type OwnerBooking, type ReservationDay } from '@flame/shared';

type DayTable = ReservationDay['tables'][number];

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
  const free = freeTablesFor(day, booking);
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

/**
 * The day's tables no other holding booking uses at any moment of the booking's stay (half-open ranges), its
 * own included, by number. The night before's late sittings are in the day, so their tables count as taken.
 */
export function freeTablesFor(day: ReservationDay, booking: OwnerBooking): DayTable[] {
  const start = Date.parse(booking.startsAt);
  const end = Date.parse(booking.endsAt);
  const busy = new Set(
    day.bookings
      .filter((b) => b._id !== booking._id && HOLDING.includes(b.status))
      .filter((b) => Date.parse(b.startsAt) < end && Date.parse(b.endsAt) > start)
      .flatMap((b) => b.tables.map((t) => t._id)),
  );
  return day.tables.filter((t) => !busy.has(t._id)).sort((a, b) => a.tableNumber - b.tableNumber);
}

/**
 * Why the chosen tables cannot take the party together, as the server would refuse them; null when they can:
 * one to `MOVE_TABLES_MAX` tables, seats for the whole party, and every two of them marked combinable.
 */
export function tableGroupProblem(chosen: readonly DayTable[], partySize: number): string | null {
  if (chosen.length === 0) return 'Choose the tables to push together.';
  if (chosen.length > MOVE_TABLES_MAX) return `Choose at most ${MOVE_TABLES_MAX} tables.`;
  for (const [i, a] of chosen.entries()) {
    const apart = chosen.slice(i + 1).find((b) => !a.combinableWith.includes(b._id));
    if (apart) return `Tables ${a.tableNumber} and ${apart.tableNumber} cannot be pushed together.`;
  }
  const seats = chosen.reduce((sum, t) => sum + t.seats, 0);
  if (seats < partySize) return `These seat ${seats}; the party is ${partySize}.`;
  return null;
}
