import type { Reservation } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { purposeText, reservationSummary } from './reservation-summary';

/** A reservation at 7 PM on these tables, `minutes` long. */
const reservation = (tableIds: string[], minutes: number) =>
  ({
    tables: tableIds.map((_id, i) => ({ _id, tableNumber: i + 1 })),
    startsAt: '2026-12-01T01:00:00.000Z',
    endsAt: new Date(Date.parse('2026-12-01T01:00:00.000Z') + minutes * 60_000).toISOString(),
  }) as Reservation;

describe('reservationSummary', () => {
  it('counts reservations, distinct tables (each of a combination) and their length together', () => {
    // A party of four's 105 minutes counts as they are, not rounded to two hours.
    expect(
      reservationSummary([reservation(['a'], 120), reservation(['b'], 105), reservation(['a'], 180)]),
    ).toEqual({
      total: 3,
      tables: 2,
      minutes: 405,
    });
    expect(reservationSummary([reservation(['a', 'b', 'c'], 120), reservation(['b'], 60)]).tables).toBe(3);
    expect(reservationSummary([])).toEqual({ total: 0, tables: 0, minutes: 0 });
  });

  it("shows 'General' for a reservation without a purpose", () => {
    expect(purposeText('')).toBe('General');
    expect(purposeText('  ')).toBe('General');
    expect(purposeText('Birthday')).toBe('Birthday');
  });
});
