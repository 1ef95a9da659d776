import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { PICKUP_LEAD_HOURS, PICKUP_STEP_MINUTES, PICKUP_WINDOW_HOURS } from '../common/constants';
import {
  dayWindow,
  WEEK_DAYS,
  zonedDateAndMinutes,
  zonedDayAndMinutes,
  type OpeningHour,
} from './opening-hours';
import { addDaysToIsoDate } from './calendar-dates';
import { hoursOnDate, type SpecialDayHours } from './special-days';

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

/** The owner's pickup rules: how long before a pickup an order must come, how far ahead, and the special days. */
export interface PickupRules {
  leadMinutes: number;
  windowDays: number;
  specialDays: readonly SpecialDayHours[];
}

/** The rules of a restaurant that set none: 2 hours ahead at least, 7 days ahead at most, no special day. */
export const DEFAULT_PICKUP_RULES: PickupRules = {
  leadMinutes: PICKUP_LEAD_HOURS * 60,
  windowDays: PICKUP_WINDOW_HOURS / 24,
  specialDays: [],
};

/** '2 hours', '45 minutes', '1 hour 30 minutes'. */
function durationText(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    minutes ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
  ].filter(Boolean);
  return parts.join(' ') || '0 minutes';
}

/** The refusals of a pickup time too soon or too far ahead, under the restaurant's own rules. */
export function pickupRuleMessages(rules: Pick<PickupRules, 'leadMinutes' | 'windowDays'>) {
  return {
    tooEarly: `Please choose a pickup time at least ${durationText(rules.leadMinutes)} from now`,
    tooLate: `Please choose a pickup time within the next ${rules.windowDays} ${rules.windowDays === 1 ? 'day' : 'days'}`,
  };
}

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
 * Whether the restaurant is open at an instant, read in its time zone: inside the window of that date, or
 * inside the previous date's window when it closes after midnight (the night belongs to the day it opened).
 */
export function isOpenOnCalendarAt(
  weekly: readonly OpeningHour[],
  specialDays: readonly SpecialDayHours[],
  instant: Date,
  timeZone: string,
): boolean {
  const { date, minutes } = zonedDateAndMinutes(instant, timeZone);
  const today = hoursOnDate(weekly, specialDays, date);
  if (today && minutes >= today.open && minutes < today.close) return true;
  const yesterday = hoursOnDate(weekly, specialDays, addDaysToIsoDate(date, -1));
  return yesterday !== undefined && minutes + 24 * 60 < yesterday.close;
}

/**
 * Why a pickup time is not allowed, or undefined when it is: on a 15-minute step, from the lead time after now
 * (2 hours unless the owner set another) up to the window (7 days), inside the hours of that date in the
 * restaurant's time zone (a special day replaces the weekly hours).
 */
export function pickupTimeProblem(
  pickup: Date,
  now: Date,
  hours: readonly OpeningHour[],
  timeZone: string,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
): string | undefined {
  const at = pickup.getTime();
  if (Number.isNaN(at)) return PICKUP_TIME_MESSAGES.required;
  // Every time zone's offset is a whole number of quarter hours, so UTC steps are local steps too.
  if (at % STEP !== 0) return PICKUP_TIME_MESSAGES.step;
  if (at < now.getTime() + rules.leadMinutes * MINUTE) return pickupRuleMessages(rules).tooEarly;
  if (at > now.getTime() + rules.windowDays * 24 * HOUR) return pickupRuleMessages(rules).tooLate;
  if (!isOpenOnCalendarAt(hours, rules.specialDays, pickup, timeZone)) return PICKUP_TIME_MESSAGES.closed;
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

/**
 * The pickup steps from `from` through `through` (epoch milliseconds, the first rounded up to a step) at which the
 * restaurant is open by its calendar: the one walk over pickup times, for the picker and the server's slots alike.
 */
export function openPickupSteps(
  from: number,
  through: number,
  hours: readonly OpeningHour[],
  specialDays: readonly SpecialDayHours[],
  timeZone: string,
): Date[] {
  const steps: Date[] = [];
  for (let at = Math.ceil(from / STEP) * STEP; at <= through; at += STEP) {
    const instant = new Date(at);
    if (isOpenOnCalendarAt(hours, specialDays, instant, timeZone)) steps.push(instant);
  }
  return steps;
}

/** Every allowed pickup time from now on, grouped by the restaurant's calendar day (what the picker offers). */
export function pickupSlots(
  now: Date,
  hours: readonly OpeningHour[],
  timeZone: string,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
): PickupDay[] {
  const earliest = now.getTime() + rules.leadMinutes * MINUTE;
  const latest = now.getTime() + rules.windowDays * 24 * HOUR;
  const days: PickupDay[] = [];
  for (const instant of openPickupSteps(earliest, latest, hours, rules.specialDays, timeZone)) {
    const zoned = new TZDate(instant.getTime(), timeZone);
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

/**
 * An instant as the restaurant's clock shows it, in a date-fns `pattern` ('MMM d, h:mm a'); while the
 * restaurant's zone is not known yet (`undefined`), as the device's clock shows it.
 */
export function formatInZone(instant: Date | string, timeZone: string | undefined, pattern: string): string {
  const time = new Date(instant).getTime();
  return format(timeZone ? new TZDate(time, timeZone) : new Date(time), pattern);
}

/** The day an order was placed, in the pickup time's format: 'November 23, 2026'. */
export function formatOrderDay(instant: Date | string, timeZone: string | undefined): string {
  return formatInZone(instant, timeZone, 'MMMM d, yyyy');
}

/** The picker's display format: 'November 24, 2026 6:30 PM' (month name, day, year, 12-hour time). */
export function formatPickupTime(instant: Date | string, timeZone: string | undefined): string {
  return formatInZone(instant, timeZone, 'MMMM d, yyyy h:mm a');
}
