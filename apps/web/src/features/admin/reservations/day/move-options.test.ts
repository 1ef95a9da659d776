import type { OwnerBooking, ReservationDay } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { freeTablesFor, moveOptions, tableGroupProblem } from './move-options';

/** Tables 1, 2 seat two (joinable), 3, 4 seat four (joinable), 5 seats six. */
const TABLES = [
  { _id: 't1', tableNumber: 1, seats: 2, combinableWith: ['t2'] },
  { _id: 't2', tableNumber: 2, seats: 2, combinableWith: ['t1'] },
  { _id: 't3', tableNumber: 3, seats: 4, combinableWith: ['t4'] },
  { _id: 't4', tableNumber: 4, seats: 4, combinableWith: ['t3'] },
  { _id: 't5', tableNumber: 5, seats: 6, combinableWith: [] },
];

function booking(id: string, tableNumbers: number[], overrides: Partial<OwnerBooking> = {}): OwnerBooking {
  return {
    _id: id,
    status: 'active',
    startsAt: '2026-03-10T00:00:00.000Z',
    endsAt: '2026-03-10T01:30:00.000Z',
    time: '6:00 PM',
    partySize: 4,
    tables: tableNumbers.map((n) => ({ _id: `t${n}`, tableNumber: n })),
    name: 'Anika Rai',
    email: 'anika@example.test',
    phone: null,
    occasion: null,
    note: null,
    noShows: 0,
    cancelReason: '',
    source: 'online',
    ...overrides,
  };
}

const day = (bookings: OwnerBooking[]): ReservationDay => ({
  date: '2026-03-09',
  timeZone: 'America/Chicago',
  serviceStartsAt: '2026-03-09T05:00:00.000Z',
  tables: TABLES,
  bookings,
});

describe('where a booking may move', () => {
  it('offers free tables that seat the party, then joinable pairs, smallest first, not its own', () => {
    const moving = booking('a', [3]);
    expect(moveOptions(day([moving]), moving)).toEqual([
      { numbers: [4], seats: 4 },
      { numbers: [5], seats: 6 },
      { numbers: [1, 2], seats: 4 },
      { numbers: [3, 4], seats: 8 },
    ]);
  });

  it('leaves out tables another holding booking uses during the stay; touching or ended ones do not count', () => {
    const moving = booking('a', [3]);
    const overlapping = booking('b', [4], {
      startsAt: '2026-03-10T01:00:00.000Z',
      endsAt: '2026-03-10T02:30:00.000Z',
    });
    const touching = booking('c', [5], {
      startsAt: '2026-03-10T01:30:00.000Z',
      endsAt: '2026-03-10T03:00:00.000Z',
    });
    const noShow = booking('d', [1], { status: 'no-show' });
    expect(moveOptions(day([moving, overlapping, touching, noShow]), moving)).toEqual([
      { numbers: [5], seats: 6 },
      { numbers: [1, 2], seats: 4 },
    ]);
  });

  it('pushes three or more tables together only when every two of them join and they seat the party', () => {
    // 3 joins 4, 4 joins 5, 3 joins 5 too here: a chain of three where all pairs join.
    const joined = TABLES.map((t) =>
      t._id === 't3'
        ? { ...t, combinableWith: ['t4', 't5'] }
        : t._id === 't4'
          ? { ...t, combinableWith: ['t3', 't5'] }
          : t._id === 't5'
            ? { ...t, combinableWith: ['t3', 't4'] }
            : t,
    );
    const [, , three, four, five] = joined;
    expect(tableGroupProblem([three!, four!, five!], 12)).toBeNull();
    expect(tableGroupProblem([three!, four!, five!], 16)).toBe('These seat 14; the party is 16.');
    // In the usual floor 3 and 5 do not join, though each joins 4.
    expect(tableGroupProblem([TABLES[2]!, TABLES[3]!, TABLES[4]!], 12)).toBe(
      'Tables 3 and 5 cannot be pushed together.',
    );
    expect(tableGroupProblem([], 2)).toBe('Choose the tables to push together.');
    expect(tableGroupProblem(joined, 2)).toBe('Choose at most 4 tables.');
  });

  it("counts the night before's late sitting as holding its table", () => {
    const moving = booking('a', [3], {
      startsAt: '2026-03-09T05:00:00.000Z',
      endsAt: '2026-03-09T06:45:00.000Z',
    });
    const late = booking('late', [4], {
      startsAt: '2026-03-09T03:30:00.000Z',
      endsAt: '2026-03-09T05:15:00.000Z',
    });
    expect(freeTablesFor(day([moving, late]), moving).map((t) => t.tableNumber)).toEqual([1, 2, 3, 5]);
  });
});
