import type { SpecialDay } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { specialDayRowText, specialDaysThisWeek } from './week-special-days';

const ZONE = 'America/Chicago';
// Friday, November 27, 2026, 11:30 PM in Chicago (already Saturday in UTC).
const NOW = new Date('2026-11-28T05:30:00.000Z');

function specialDay(date: string, hours: Partial<SpecialDay> = {}): SpecialDay {
  return {
    _id: date,
    date,
    isClosed: true,
    open: null,
    close: null,
    note: 'Staff day',
    ...hours,
  } as SpecialDay;
}

describe('special days on the week rows', () => {
  it('puts each special day of the coming seven days, read in the restaurant’s zone, on its weekday', () => {
    const week = specialDaysThisWeek(
      [
        specialDay('2026-11-26'),
        specialDay('2026-11-28'),
        specialDay('2026-12-03', { isClosed: false, open: '12:00 PM', close: '8:00 PM' }),
        specialDay('2026-12-04'),
      ],
      NOW,
      ZONE,
    );
    expect([...week.keys()]).toEqual(['Saturday', 'Thursday']);
    expect(specialDayRowText(week.get('Saturday')!)).toBe('Closed on Sat, Nov 28');
    expect(specialDayRowText(week.get('Thursday')!)).toBe('12:00 PM – 8:00 PM on Thu, Dec 3');
  });
});
