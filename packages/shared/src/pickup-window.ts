import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { PICKUP_LEAD_HOURS, PICKUP_STEP_MINUTES, PICKUP_WINDOW_HOURS } from './constants';
import { dayWindow, WEEK_DAYS, zonedDayAndMinutes, type OpeningHour } from './opening-hours';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEP = PICKUP_STEP_MINUTES * MINUTE;

export const PICKUP_TIME_MESSAGES = {
  required: 'Please select a pickup time ',
  step: `Pickup times are every ${PICKUP_STEP_MINUTES} minutes (for example 6:00, 6:15, 6:30)`,
  tooEarly: `Please choose a pickup time at least ${PICKUP_LEAD_HOURS} hours from now`,
  tooLate: `Please choose a pickup time within the next ${PICKUP_WINDOW_HOURS / 24} days`,
  closed: 'The restaurant is closed at that time. Please choose a time within opening hours',
} as const;

/**
 * Whether the restaurant is open at an instant, read in its time zone, hours and minutes compared; a day whose
 * closing time passes midnight keeps the restaurant open into the next morning.
 */
export function isWithinOpeningHours(
  hours: readonly OpeningHour[],
  instant: Date,
  timeZone: string,
): boolean {
  const { day, minutes } = zonedDayAndMinutes(instant, timeZone);
  const today = dayWindow(hours, day);
  if (today && minutes >= today.open && minutes < today.close) return true;
  const previousDay = WEEK_DAYS[(WEEK_DAYS.indexOf(day) + 6) % 7]!;
  const yesterday = dayWindow(hours, previousDay);
  return yesterday !== undefined && minutes + 24 * 60 < yesterday.close;
}

/**
 * Why a pickup time is not allowed, or undefined when it is: on a 15-minute
 * step, from 2 hours after now up to 168 hours after now, inside opening hours in the restaurant's time zone.
 */
export function pickupTimeProblem(
  pickup: Date,
  now: Date,
  hours: readonly OpeningHour[],
  timeZone: string,
): string | undefined {
  const at = pickup.getTime();
  if (Number.isNaN(at)) return PICKUP_TIME_MESSAGES.required;
  // Every time zone's offset is a whole number of quarter hours, so UTC steps are local steps too.
  if (at % STEP !== 0) return PICKUP_TIME_MESSAGES.step;
  if (at < now.getTime() + PICKUP_LEAD_HOURS * HOUR) return PICKUP_TIME_MESSAGES.tooEarly;
  if (at > now.getTime() + PICKUP_WINDOW_HOURS * HOUR) return PICKUP_TIME_MESSAGES.tooLate;
  if (!isWithinOpeningHours(hours, pickup, timeZone)) return PICKUP_TIME_MESSAGES.closed;
  return undefined;
}

export interface PickupSlot {
  /** ISO date-time (UTC), what the order sends. */
  value: string;
  /** '6:30 PM', in the restaurant's time zone. */
  label: string;
}

export interface PickupDay {
  /** 'yyyy-MM-dd' in the restaurant's time zone. */
  date: string;
  /** 'Tuesday, November 24'. */
  label: string;
  slots: PickupSlot[];
}

/** Every allowed pickup time from now on, grouped by the restaurant's calendar day (what the picker offers). */
export function pickupSlots(now: Date, hours: readonly OpeningHour[], timeZone: string): PickupDay[] {
  const earliest = Math.ceil((now.getTime() + PICKUP_LEAD_HOURS * HOUR) / STEP) * STEP;
  const latest = now.getTime() + PICKUP_WINDOW_HOURS * HOUR;
  const days: PickupDay[] = [];
  for (let at = earliest; at <= latest; at += STEP) {
    const instant = new Date(at);
    if (!isWithinOpeningHours(hours, instant, timeZone)) continue;
    const zoned = new TZDate(at, timeZone);
    const date = format(zoned, 'yyyy-MM-dd');
    let day = days[days.length - 1];
    if (day?.date !== date) {
      day = { date, label: format(zoned, 'EEEE, MMMM d'), slots: [] };
      days.push(day);
    }
    day.slots.push({ value: instant.toISOString(), label: format(zoned, 'h:mm a') });
  }
  return days;
}

/** The day an order was placed, in the pickup time's format: 'November 23, 2026'. */
export function formatOrderDay(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'MMMM d, yyyy');
}

/** The picker's display format: 'November 24, 2026 6:30 PM' (month name, day, year, 12-hour time). */
export function formatPickupTime(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), 'MMMM d, yyyy h:mm a');
}
