import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  formatClock,
  HALF_HOUR_SLOTS,
  hoursRangeText,
  isOpenAt,
  nextOpeningAfter,
  nextOpeningText,
  parseClock,
  type OpeningHour,
  type WeekDay,
} from './opening-hours';

describe('12-hour clock text', () => {
  it('parses times, with 12 AM as midnight and PM hours shifted by 12', () => {
    expect(parseClock('12:00 AM')).toBe(0);
    expect(parseClock('9:30 AM')).toBe(570);
    expect(parseClock('12:00 PM')).toBe(720);
    expect(parseClock('9:00 PM')).toBe(1260);
    expect(parseClock('9:00pm')).toBe(1260);
    expect(parseClock('21:00')).toBeUndefined();
    expect(parseClock('13:00 PM')).toBeUndefined();
  });

  it('formats minutes back to the same text', () => {
    for (const text of ['12:00 AM', '9:30 AM', '12:00 PM', '9:00 PM', '11:30 PM']) {
      expect(formatClock(parseClock(text)!)).toBe(text);
    }
  });

  it("reads a day's hours as 'open – close', or 'Closed' when closed or without both times", () => {
    expect(hoursRangeText({ isClosed: false, open: '10:00 AM', close: '3:00 PM' })).toBe(
      '10:00 AM – 3:00 PM',
    );
    expect(hoursRangeText({ isClosed: true, open: '10:00 AM', close: '3:00 PM' })).toBe('Closed');
    expect(hoursRangeText({ isClosed: false, open: null, close: '3:00 PM' })).toBe('Closed');
    expect(hoursRangeText(undefined)).toBe('Closed');
  });
});

describe('open now', () => {
  const zone = 'America/Chicago';
  // Monday 2026-11-23 in Chicago (UTC-6).
  const at = (localTime: string) => new Date(`2026-11-23T${localTime}:00-06:00`);

  it('compares hours and minutes, in the restaurant time zone', () => {
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at('09:59'), zone)).toBe(false);
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at('10:00'), zone)).toBe(true);
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at('20:59'), zone)).toBe(true);
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at('21:00'), zone)).toBe(false);
  });

  it('is closed all day on a closed day', () => {
    const hours = DEFAULT_OPENING_HOURS.map((h) =>
      h.day === 'Monday' ? { ...h, isClosed: true, open: null, close: null } : h,
    );
    expect(isOpenAt(hours, at('12:00'), zone)).toBe(false);
  });

  it('uses the default opening hours', () => {
    expect(DEFAULT_OPENING_HOURS.find((h) => h.day === 'Sunday')).toEqual({
      day: 'Sunday',
      open: '11:00 AM',
      close: '8:00 PM',
      isClosed: false,
    });
    expect(DEFAULT_OPENING_HOURS.find((h) => h.day === 'Friday')?.close).toBe('10:00 PM');
    expect(DEFAULT_OPENING_HOURS.find((h) => h.day === 'Tuesday')?.close).toBe('9:00 PM');
  });
});

describe('next opening', () => {
  const zone = 'America/Chicago';
  // Monday 2026-11-23 in Chicago (UTC-6); the clock is injected, never read.
  const monday = (localTime: string) => new Date(`2026-11-23T${localTime}:00-06:00`);
  const closedOn = (...days: WeekDay[]): OpeningHour[] =>
    DEFAULT_OPENING_HOURS.map((h) =>
      days.includes(h.day) ? { ...h, isClosed: true, open: null, close: null } : h,
    );
  const next = (hours: readonly OpeningHour[], instant: Date) => {
    const opening = nextOpeningAfter(hours, instant, zone);
    return opening && nextOpeningText(opening);
  };

  it("is today's opening when it is still ahead", () => {
    expect(nextOpeningAfter(DEFAULT_OPENING_HOURS, monday('07:30'), zone)).toEqual({
      day: 'Monday',
      minutes: 600,
      daysAhead: 0,
    });
    expect(next(DEFAULT_OPENING_HOURS, monday('09:59'))).toBe('Opens 10:00 AM');
  });

  it('is tomorrow once today has opened or closed', () => {
    expect(next(DEFAULT_OPENING_HOURS, monday('10:00'))).toBe('Opens tomorrow 10:00 AM');
    expect(next(DEFAULT_OPENING_HOURS, monday('21:00'))).toBe('Opens tomorrow 10:00 AM');
    expect(next(DEFAULT_OPENING_HOURS, monday('23:59'))).toBe('Opens tomorrow 10:00 AM');
  });

  it('skips closed days and names the day', () => {
    expect(next(closedOn('Tuesday', 'Wednesday'), monday('22:00'))).toBe('Opens Thursday 10:00 AM');
    // Saturday night: Sunday opens at 11.
    expect(next(DEFAULT_OPENING_HOURS, new Date('2026-11-28T23:00:00-06:00'))).toBe(
      'Opens tomorrow 11:00 AM',
    );
  });

  it('is the same weekday next week when that is the only open day', () => {
    const onlyMonday = closedOn('Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday');
    expect(next(onlyMonday, monday('22:00'))).toBe('Opens next Monday 10:00 AM');
  });

  it('is unknown when no day opens', () => {
    expect(
      nextOpeningAfter(closedOn(...DEFAULT_OPENING_HOURS.map((h) => h.day)), monday('12:00'), zone),
    ).toBe(undefined);
  });

  it("reads the day in the restaurant's time zone", () => {
    // 03:00 UTC on Tuesday is still Monday 21:00 in Chicago.
    expect(next(DEFAULT_OPENING_HOURS, new Date('2026-11-24T03:00:00Z'))).toBe('Opens tomorrow 10:00 AM');
  });
});

describe('half-hour slots of the admin time pickers', () => {
  it('covers the whole day in 12-hour text, 48 slots', () => {
    expect(HALF_HOUR_SLOTS).toHaveLength(48);
    expect(HALF_HOUR_SLOTS[0]).toBe('12:00 AM');
    expect(HALF_HOUR_SLOTS[1]).toBe('12:30 AM');
    expect(HALF_HOUR_SLOTS[20]).toBe('10:00 AM');
    expect(HALF_HOUR_SLOTS[24]).toBe('12:00 PM');
    expect(HALF_HOUR_SLOTS[47]).toBe('11:30 PM');
  });
});
