import { TZDate } from '@date-fns/tz';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from './constants';
import { WEEK_DAYS, zonedDateAndMinutes, type OpeningHour, type WeekDay } from './opening-hours';
import { hoursOnDate, type SpecialDayHours } from './special-days';

/**
 * Booking times: every 30 minutes from 10:00 AM to 9:30 PM, offered only when the
 * restaurant is open for at least the shortest booking. Dates are 'YYYY-MM-DD' and times minutes after
 * midnight, both read in the restaurant's IANA time zone.
 */
export const BOOKING_SLOT_STEP_MINUTES = 30;
export const BOOKING_FIRST_SLOT = 10 * 60;
export const BOOKING_LAST_SLOT = 21 * 60 + 30;
/** How far ahead a table may be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 90;

export const BOOKING_SLOTS: readonly number[] = Array.from(
  { length: (BOOKING_LAST_SLOT - BOOKING_FIRST_SLOT) / BOOKING_SLOT_STEP_MINUTES + 1 },
  (_, index) => BOOKING_FIRST_SLOT + index * BOOKING_SLOT_STEP_MINUTES,
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-24' → its parts, or undefined when it is not a real calendar date. */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

export function isIsoDate(date: string): boolean {
  return parseIsoDate(date) !== undefined;
}

/** The weekday of a calendar date (the same everywhere: no time zone involved). */
export function weekDayOf(date: string): WeekDay {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  return WEEK_DAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()]!;
}

/** A calendar date moved by whole days. */
export function addDaysToIsoDate(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a date in the restaurant's time zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  const zoned = new TZDate(
    parts.year,
    parts.month - 1,
    parts.day,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  );
  return new Date(zoned.getTime());
}

/**
 * The longest booking (whole hours, at most 8) that starts at `minutes` on `date` and ends by closing; 0 if none.
 * A special day's hours replace the weekly ones.
 */
export function maxBookingHours(
  hours: readonly OpeningHour[],
  date: string,
  minutes: number,
  specialDays: readonly SpecialDayHours[] = [],
): number {
  const window = hoursOnDate(hours, specialDays, date);
  if (!window || minutes < window.open || minutes >= window.close) return 0;
  return Math.min(BOOKING_MAX_HOURS, Math.floor((window.close - minutes) / 60));
}

/** Whether a slot of a date can still be booked: open for the shortest booking, and later than `now`. */
function isOpenSlot(
  hours: readonly OpeningHour[],
  date: string,
  slot: number,
  timeZone: string,
  now: Date,
  specialDays: readonly SpecialDayHours[],
): boolean {
  return (
    maxBookingHours(hours, date, slot, specialDays) >= BOOKING_MIN_HOURS &&
    zonedInstant(date, slot, timeZone).getTime() > now.getTime()
  );
}

/** The slots of a date that can still be booked. */
export function openSlots(
  hours: readonly OpeningHour[],
  date: string,
  timeZone: string,
  now: Date,
  specialDays: readonly SpecialDayHours[] = [],
): number[] {
  if (!isIsoDate(date)) return [];
  return BOOKING_SLOTS.filter((slot) => isOpenSlot(hours, date, slot, timeZone, now, specialDays));
}

/** The first slot that can be booked, looking up to `BOOKING_MAX_DAYS_AHEAD` days ahead. */
export function nextBookableSlot(
  hours: readonly OpeningHour[],
  timeZone: string,
  now: Date,
  specialDays: readonly SpecialDayHours[] = [],
): { date: string; minutes: number } | undefined {
  const { date: today, minutes: nowMinutes } = zonedDateAndMinutes(now, timeZone);
  for (let offset = 0; offset <= BOOKING_MAX_DAYS_AHEAD; offset += 1) {
    const date = addDaysToIsoDate(today, offset);
    // The first open slot only (the table list asks on every request). Today, a slot an hour or more before
    // the wall clock has passed whatever a daylight-saving change did, so it is skipped without a time-zone
    // computation.
    const first = BOOKING_SLOTS.find(
      (slot) =>
        !(offset === 0 && slot <= nowMinutes - 60) &&
        isOpenSlot(hours, date, slot, timeZone, now, specialDays),
    );
    if (first !== undefined) return { date, minutes: first };
  }
  return undefined;
}
