import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  formatClock,
  zonedDateAndMinutes,
  zonedToday,
  type OpeningHour,
} from '../service-time/opening-hours';
import { BOOKING_SLOTS, maxBookingHours, nextBookableSlot, openSlots } from './reservation-slots';
import { addDaysToIsoDate, isIsoDate, weekDayOf, zonedInstant } from '../service-time/calendar-dates';

const CHICAGO = 'America/Chicago';
// Monday 2026-11-23 in Chicago (UTC-6).
const chicago = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

describe('booking slots', () => {
  it('run every 30 minutes from 10:00 AM to 9:30 PM', () => {
    expect(BOOKING_SLOTS.map(formatClock)).toEqual([
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
      '5:00 PM',
      '5:30 PM',
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
      '8:30 PM',
      '9:00 PM',
      '9:30 PM',
    ]);
  });

  it('offer only times when the restaurant is open for at least an hour', () => {
    const morning = chicago('2026-11-22', '08:00');
    // Monday: 10:00 AM to 9:00 PM, so the last start is 8:00 PM.
    const monday = openSlots(DEFAULT_OPENING_HOURS, '2026-11-23', CHICAGO, morning).map(formatClock);
    expect(monday[0]).toBe('10:00 AM');
    expect(monday.at(-1)).toBe('8:00 PM');
    // Friday: 10:00 AM to 10:00 PM; Sunday: 11:00 AM to 8:00 PM.
    expect(openSlots(DEFAULT_OPENING_HOURS, '2026-11-27', CHICAGO, morning).map(formatClock).at(-1)).toBe(
      '9:00 PM',
    );
    const sunday = openSlots(DEFAULT_OPENING_HOURS, '2026-11-29', CHICAGO, morning).map(formatClock);
    expect([sunday[0], sunday.at(-1)]).toEqual(['11:00 AM', '7:00 PM']);
  });

  it('offer nothing on a closed day', () => {
    const hours: OpeningHour[] = DEFAULT_OPENING_HOURS.map((h) =>
      h.day === 'Monday' ? { ...h, open: null, close: null, isClosed: true } : h,
    );
    expect(openSlots(hours, '2026-11-23', CHICAGO, chicago('2026-11-22', '08:00'))).toEqual([]);
  });

  it('offer no time that has passed, in the restaurant time zone', () => {
    const slots = openSlots(DEFAULT_OPENING_HOURS, '2026-11-23', CHICAGO, chicago('2026-11-23', '18:10'));
    expect(slots.map(formatClock)).toEqual(['6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM']);
    expect(openSlots(DEFAULT_OPENING_HOURS, '2026-11-23', CHICAGO, chicago('2026-11-23', '18:30'))[0]).toBe(
      19 * 60,
    );
  });

  it('find the next bookable slot, the next open day when today is over', () => {
    expect(nextBookableSlot(DEFAULT_OPENING_HOURS, CHICAGO, chicago('2026-11-23', '07:00'))).toEqual({
      date: '2026-11-23',
      minutes: 600,
    });
    expect(nextBookableSlot(DEFAULT_OPENING_HOURS, CHICAGO, chicago('2026-11-23', '20:00'))).toEqual({
      date: '2026-11-24',
      minutes: 600,
    });
    // Saturday night → Sunday opens at 11:00 AM.
    expect(nextBookableSlot(DEFAULT_OPENING_HOURS, CHICAGO, chicago('2026-11-28', '23:00'))).toEqual({
      date: '2026-11-29',
      minutes: 660,
    });
    const closedAllWeek = DEFAULT_OPENING_HOURS.map((h) => ({ ...h, isClosed: true }));
    expect(nextBookableSlot(closedAllWeek, CHICAGO, chicago('2026-11-23', '07:00'))).toBeUndefined();
  });

  it('limit the duration to closing time and 8 hours', () => {
    expect(maxBookingHours(DEFAULT_OPENING_HOURS, '2026-11-23', 10 * 60)).toBe(8);
    expect(maxBookingHours(DEFAULT_OPENING_HOURS, '2026-11-23', 18 * 60)).toBe(3);
    expect(maxBookingHours(DEFAULT_OPENING_HOURS, '2026-11-23', 20 * 60 + 30)).toBe(0);
    expect(maxBookingHours(DEFAULT_OPENING_HOURS, '2026-11-23', 9 * 60)).toBe(0);
  });
});

describe('dates and zones', () => {
  it('checks calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-1-1')).toBe(false);
    expect(weekDayOf('2026-11-23')).toBe('Monday');
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads wall-clock times in the restaurant time zone, across daylight saving changes', () => {
    expect(zonedInstant('2026-11-23', 19 * 60 + 30, CHICAGO).toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(zonedInstant('2026-07-01', 19 * 60, CHICAGO).toISOString()).toBe('2026-07-02T00:00:00.000Z');
    expect(zonedInstant('2026-11-23', 19 * 60, 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-23T13:15:00.000Z',
    );
  });

  it('turns any slot of any date back into the same date and time', () => {
    const zones = ['America/Chicago', 'Europe/London', 'Asia/Kathmandu', 'Pacific/Auckland', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.constantFrom(...BOOKING_SLOTS),
        fc.constantFrom(...zones),
        (offset, slot, zone) => {
          const date = addDaysToIsoDate('2025-01-01', offset);
          expect(zonedDateAndMinutes(zonedInstant(date, slot, zone), zone)).toEqual({ date, minutes: slot });
        },
      ),
    );
  });

  it('never offers a slot that is past, closed or too short', () => {
    const clock = fc.record({
      open: fc.integer({ min: 0, max: 47 }),
      length: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(clock, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 60 * 24 * 10 }),
        (days, nowOffset) => {
          const hours: OpeningHour[] = DEFAULT_OPENING_HOURS.map((h, index) => {
            const { open, length } = days[index]!;
            if (length === 0) return { ...h, open: null, close: null, isClosed: true };
            const opens = open * 30;
            const closes = Math.min(opens + length * 30, 24 * 60 - 30);
            return { ...h, open: formatClock(opens), close: formatClock(closes), isClosed: closes <= opens };
          });
          const now = new Date(chicago('2026-11-23', '00:00').getTime() + nowOffset * 60_000);
          const offered: { date: string; minutes: number }[] = [];
          for (let day = 0; day < 8; day += 1) {
            const date = addDaysToIsoDate('2026-11-23', day);
            for (const slot of openSlots(hours, date, CHICAGO, now)) {
              expect(zonedInstant(date, slot, CHICAGO).getTime()).toBeGreaterThan(now.getTime());
              expect(maxBookingHours(hours, date, slot)).toBeGreaterThanOrEqual(1);
              offered.push({ date, minutes: slot });
            }
          }
          // The next bookable slot is the earliest of those offered.
          if (offered.length > 0) expect(nextBookableSlot(hours, CHICAGO, now)).toEqual(offered[0]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds the next bookable slot the long way too, in any zone, on daylight-saving days as well', () => {
    const zones = ['America/Chicago', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Auckland', 'UTC'];
    // Any minute of 2026, or one within two days of a daylight-saving change in one of those zones.
    const changes = ['2026-03-08', '2026-04-05', '2026-09-27', '2026-10-04', '2026-11-01'];
    const instant = fc.oneof(
      fc.integer({ min: 0, max: 365 * 24 * 60 }).map((minute) => Date.UTC(2026, 0, 1) + minute * 60_000),
      fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }))
        .map(([day, minute]) => Date.parse(`${day}T00:00:00Z`) + minute * 60_000),
    );
    fc.assert(
      fc.property(fc.constantFrom(...zones), instant, (zone, time) => {
        const now = new Date(time);
        const today = zonedToday(now, zone);
        let expected: { date: string; minutes: number } | undefined;
        for (let day = 0; day < 8 && !expected; day += 1) {
          const date = addDaysToIsoDate(today, day);
          const [first] = openSlots(DEFAULT_OPENING_HOURS, date, zone, now);
          if (first !== undefined) expected = { date, minutes: first };
        }
        expect(nextBookableSlot(DEFAULT_OPENING_HOURS, zone, now)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
