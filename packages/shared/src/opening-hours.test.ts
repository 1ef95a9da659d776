import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, formatClock, isOpenAt, parseClock } from './opening-hours';

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

  it('uses the default hours of the specification', () => {
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
