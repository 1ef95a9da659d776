import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import { orderingPausedText } from './ordering-pause';
import { isOpenOnCalendarAt } from './pickup-window';
import { zonedInstant } from './calendar-dates';
import { hoursOnDate } from './special-days';

const ZONE = 'America/New_York';
const at = (date: string, hour: number, minute = 0) => zonedInstant(date, hour * 60 + minute, ZONE);

describe('hoursOnDate', () => {
  it('gives the weekly hours of the weekday, unless the date has a special day', () => {
    // 2026-12-24 is a Thursday: 10:00 AM to 9:00 PM every week.
    expect(hoursOnDate(DEFAULT_OPENING_HOURS, [], '2026-12-24')).toEqual({ open: 600, close: 1260 });
    const short = { date: '2026-12-24', isClosed: false, open: '10:00 AM', close: '3:00 PM' };
    expect(hoursOnDate(DEFAULT_OPENING_HOURS, [short], '2026-12-24')).toEqual({ open: 600, close: 900 });
    const closed = { date: '2026-12-25', isClosed: true, open: null, close: null };
    expect(hoursOnDate(DEFAULT_OPENING_HOURS, [closed], '2026-12-25')).toBeUndefined();
  });
});

describe('isOpenOnCalendarAt', () => {
  const newYearsEve = { date: '2026-12-31', isClosed: false, open: '6:00 PM', close: '2:00 AM' };
  const newYearsDay = { date: '2027-01-01', isClosed: true, open: null, close: null };

  it('keeps a special night open past midnight, into a date that is itself closed', () => {
    const days = [newYearsEve, newYearsDay];
    expect(isOpenOnCalendarAt(DEFAULT_OPENING_HOURS, days, at('2026-12-31', 12), ZONE)).toBe(false);
    expect(isOpenOnCalendarAt(DEFAULT_OPENING_HOURS, days, at('2026-12-31', 18), ZONE)).toBe(true);
    expect(isOpenOnCalendarAt(DEFAULT_OPENING_HOURS, days, at('2027-01-01', 1, 45), ZONE)).toBe(true);
    expect(isOpenOnCalendarAt(DEFAULT_OPENING_HOURS, days, at('2027-01-01', 2), ZONE)).toBe(false);
    expect(isOpenOnCalendarAt(DEFAULT_OPENING_HOURS, days, at('2027-01-01', 12), ZONE)).toBe(false);
  });
});

describe('orderingPausedText', () => {
  const now = at('2026-11-24', 17);
  it('says the time alone the same day, the day and time another day, nothing when open-ended', () => {
    expect(orderingPausedText(at('2026-11-24', 19, 30), now, ZONE)).toBe(
      'Online ordering is paused until 7:30 PM',
    );
    expect(orderingPausedText(at('2026-11-25', 11), now, ZONE)).toBe(
      'Online ordering is paused until Wednesday, November 25, 11:00 AM',
    );
    expect(orderingPausedText(null, now, ZONE)).toBe('Online ordering is paused');
  });
});
