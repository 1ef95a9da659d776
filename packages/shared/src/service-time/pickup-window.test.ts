import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type OpeningHour } from './opening-hours';
import {
  formatInZone,
  formatPickupTime,
  isWithinOpeningHours,
  PICKUP_TIME_MESSAGES,
  pickupSlots,
  pickupTimeProblem,
} from './pickup-window';

const zone = 'America/Chicago';
// Monday 2026-11-23 in Chicago (UTC-6).
const local = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const now = local('2026-11-23', '09:00');
const problem = (pickup: Date, hours: readonly OpeningHour[] = DEFAULT_OPENING_HOURS) =>
  pickupTimeProblem(pickup, now, hours, zone);

describe('pickup time rule', () => {
  it('accepts a quarter-hour time at least 2 hours ahead, inside opening hours', () => {
    expect(problem(local('2026-11-23', '11:00'))).toBeUndefined();
    expect(problem(local('2026-11-23', '20:45'))).toBeUndefined();
    expect(problem(local('2026-11-27', '21:45'))).toBeUndefined(); // Friday, open until 10 PM
  });

  it('refuses a time less than 2 hours ahead', () => {
    expect(problem(local('2026-11-23', '10:45'))).toBe(PICKUP_TIME_MESSAGES.tooEarly);
    expect(problem(local('2026-11-22', '12:00'))).toBe(PICKUP_TIME_MESSAGES.tooEarly);
  });

  it('refuses a time more than 168 hours ahead', () => {
    expect(problem(local('2026-11-30', '12:00'))).toBe(PICKUP_TIME_MESSAGES.tooLate);
  });

  it('refuses a time off the 15-minute steps', () => {
    expect(problem(local('2026-11-23', '12:05'))).toBe(PICKUP_TIME_MESSAGES.step);
    expect(problem(new Date(local('2026-11-23', '12:00').getTime() + 1000))).toBe(PICKUP_TIME_MESSAGES.step);
  });

  it('refuses a time outside opening hours, read in the restaurant time zone', () => {
    expect(problem(local('2026-11-23', '21:00'))).toBe(PICKUP_TIME_MESSAGES.closed);
    expect(problem(local('2026-11-24', '09:45'))).toBe(PICKUP_TIME_MESSAGES.closed);
    const closedTuesday = DEFAULT_OPENING_HOURS.map((h) =>
      h.day === 'Tuesday' ? { ...h, open: null, close: null, isClosed: true } : h,
    );
    expect(problem(local('2026-11-24', '12:00'), closedTuesday)).toBe(PICKUP_TIME_MESSAGES.closed);
    // 11:00 in Chicago is 17:00 UTC: the same instant read in UTC would be open; in Chicago it is too.
    expect(
      pickupTimeProblem(local('2026-11-23', '11:00'), now, DEFAULT_OPENING_HOURS, 'Asia/Kathmandu'),
    ).toBe(PICKUP_TIME_MESSAGES.closed);
  });

  it('refuses an unreadable time', () => {
    expect(problem(new Date('not a date'))).toBe(PICKUP_TIME_MESSAGES.required);
  });

  it('keeps a late-night day open past midnight', () => {
    const lateSaturday = DEFAULT_OPENING_HOURS.map((h) =>
      h.day === 'Saturday' ? { ...h, close: '2:00 AM' } : h,
    );
    expect(isWithinOpeningHours(lateSaturday, local('2026-11-29', '01:45'), zone)).toBe(true);
    expect(isWithinOpeningHours(lateSaturday, local('2026-11-29', '02:00'), zone)).toBe(false);
    expect(isWithinOpeningHours(DEFAULT_OPENING_HOURS, local('2026-11-29', '01:45'), zone)).toBe(false);
  });
});

describe('pickup slots', () => {
  it('offers the open quarter hours from 2 hours ahead for the next 7 days, grouped by local day', () => {
    const days = pickupSlots(now, DEFAULT_OPENING_HOURS, zone);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]!.label).toBe('Monday, November 23');
    expect(days[0]!.slots[0]).toEqual({ value: '2026-11-23T17:00:00.000Z', label: '11:00 AM' });
    expect(days[0]!.slots.at(-1)!.label).toBe('8:45 PM');
    expect(days[1]!.slots[0]!.label).toBe('10:00 AM');
    expect(days[4]!.slots.at(-1)!.label).toBe('9:45 PM'); // Friday
    expect(days[6]!.slots[0]!.label).toBe('11:00 AM'); // Sunday
    expect(days[6]!.slots.at(-1)!.label).toBe('7:45 PM');
  });

  it('shows a chosen time as month, day, year and 12-hour time', () => {
    expect(formatPickupTime('2026-11-23T17:00:00.000Z', zone)).toBe('November 23, 2026 11:00 AM');
  });

  it('offers exactly the times the rule accepts (any now, any zone, across daylight-saving changes)', () => {
    const zones = ['America/Chicago', 'Asia/Kathmandu', 'Europe/London', 'UTC', 'Australia/Adelaide'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (at, timeZone) => {
          const offered = pickupSlots(at, DEFAULT_OPENING_HOURS, timeZone).flatMap((d) => d.slots);
          const accepted: string[] = [];
          const start = Math.ceil(at.getTime() / 900_000) * 900_000;
          for (let t = start; t <= at.getTime() + 169 * 3_600_000; t += 900_000) {
            if (!pickupTimeProblem(new Date(t), at, DEFAULT_OPENING_HOURS, timeZone)) {
              accepted.push(new Date(t).toISOString());
            }
          }
          expect(offered.map((s) => s.value)).toEqual(accepted);
        },
      ),
      { numRuns: 40 },
    );
    // 40 cases of about 680 times each: two seconds of CPU alone, more beside a busy build.
  }, 20_000);
});

describe('formatInZone', () => {
  it("shows an instant on the restaurant's clock, not the device's", () => {
    expect(formatInZone('2026-11-25T16:00:00Z', 'America/Chicago', 'MMM d, h:mm a')).toBe('Nov 25, 10:00 AM');
    expect(formatInZone('2026-11-25T03:30:00Z', 'Asia/Kathmandu', 'MMM d, h:mm a')).toBe('Nov 25, 9:15 AM');
  });
});
