import { describe, expect, it } from 'vitest';
import { hoursText, reservationDate } from './reservation-format';

describe('reservation texts', () => {
  it("says '1 hr' for one hour, 'n hrs' otherwise, and the minutes past whole hours", () => {
    expect(hoursText(60)).toBe('1 hr');
    expect(hoursText(120)).toBe('2 hrs');
    expect(hoursText(0)).toBe('0 hrs');
    expect(hoursText(105)).toBe('1 hr 45 min');
    expect(hoursText(45)).toBe('45 min');
    expect(hoursText(435)).toBe('7 hrs 15 min');
  });

  it('writes a calendar date with its weekday, and leaves anything else as it is', () => {
    expect(reservationDate('2026-11-24')).toBe('Tue, Nov 24, 2026');
    expect(reservationDate('soon')).toBe('soon');
  });
});
