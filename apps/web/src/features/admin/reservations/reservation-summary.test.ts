import type { Reservation } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { purposeText, reservationSummary } from './reservation-summary';

const reservation = (tableIds: string[], reservedFor: number) =>
  ({ tables: tableIds.map((_id, i) => ({ _id, tableNumber: i + 1 })), reservedFor }) as Reservation;

describe('reservationSummary', () => {
  it('counts reservations, distinct tables (each of a combination) and total hours', () => {
    expect(reservationSummary([reservation(['a'], 2), reservation(['b'], 1), reservation(['a'], 3)])).toEqual(
      {
        total: 3,
        tables: 2,
        hours: 6,
      },
    );
    expect(reservationSummary([reservation(['a', 'b', 'c'], 2), reservation(['b'], 1)]).tables).toBe(3);
    expect(reservationSummary([])).toEqual({ total: 0, tables: 0, hours: 0 });
  });

  it("shows 'General' for a reservation without a purpose", () => {
    expect(purposeText('')).toBe('General');
    expect(purposeText('  ')).toBe('General');
    expect(purposeText('Birthday')).toBe('Birthday');
  });
});
