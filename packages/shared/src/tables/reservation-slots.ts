import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../common/constants';
import { zonedDateAndMinutes, type OpeningHour } from '../service-time/opening-hours';
import { addDaysToIsoDate, isIsoDate, zonedInstant } from '../service-time/calendar-dates';
import { hoursOnDate, type SpecialDayHours } from '../service-time/special-days';

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
