import { describe, expect, it } from 'vitest';
import { hoursText, reservationDate } from './reservation-format';

describe('reservation texts', () => {
  it("says '1 hr' for one hour and 'n hrs' otherwise", () => {
    expect(hoursText(1)).toBe('1 hr');
    expect(hoursText(2)).toBe('2 hrs');
    expect(hoursText(0)).toBe('0 hrs');
  });

  it('writes a calendar date with its weekday, and leaves anything else as it is', () => {
    expect(reservationDate('2026-11-24')).toBe('Tue, Nov 24, 2026');
    expect(reservationDate('soon')).toBe('soon');
  });
});
