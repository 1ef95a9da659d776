import { z } from 'zod';
import { orderName } from '../orders/order-code';
import { zonedDateAndMinutes } from './opening-hours';
import { addDaysToIsoDate, zonedInstant } from './calendar-dates';
import type { ServiceSchedule } from './service-reopening';
import { hoursOnDate } from './special-days';

/**
 * The escalation of an order nobody accepts, and the pause while no dashboard is open: minutes of opening hours
 * (null: that step is off). The defaults are what a new restaurant starts with.
 */
export const ESCALATION_DEFAULTS = {
  alertEmailAfterMinutes: 5,
  customerNoticeAfterMinutes: 10,
  pauseWhenUnansweredMinutes: 20,
  pauseWhenUnwatchedMinutes: 10,
} as const;

export type EscalationSetting = keyof typeof ESCALATION_DEFAULTS;

/** Bounds of each setting, in minutes: at least one, at most a long service (8 hours). */
export const ESCALATION_LIMITS = { min: 1, max: 480 } as const;

/** What the dashboard's settings call each one. */
export const ESCALATION_LABELS: Record<EscalationSetting, string> = {
  alertEmailAfterMinutes: 'Email the restaurant after (minutes)',
  customerNoticeAfterMinutes: 'Tell the customer after (minutes)',
  pauseWhenUnansweredMinutes: 'Pause ordering when unanswered for (minutes)',
  pauseWhenUnwatchedMinutes: 'Pause ordering when no dashboard is open for (minutes)',
};

const minutesSetting = (label: string) =>
  z
    .number({ error: `${label} must be a number, or empty for off` })
    .int(`${label} must be a whole number`)
    .min(ESCALATION_LIMITS.min, `${label} must be at least ${ESCALATION_LIMITS.min}`)
    .max(ESCALATION_LIMITS.max, `${label} must be at most ${ESCALATION_LIMITS.max}`)
    .nullable();

/** The four settings `PUT /api/restaurants/{id}` accepts (each optional there, null for off). */
export const escalationUpdateShape = {
  alertEmailAfterMinutes: minutesSetting(ESCALATION_LABELS.alertEmailAfterMinutes),
  customerNoticeAfterMinutes: minutesSetting(ESCALATION_LABELS.customerNoticeAfterMinutes),
  pauseWhenUnansweredMinutes: minutesSetting(ESCALATION_LABELS.pauseWhenUnansweredMinutes),
  pauseWhenUnwatchedMinutes: minutesSetting(ESCALATION_LABELS.pauseWhenUnwatchedMinutes),
};

/** Why online ordering is paused: the owner's pause, an order unanswered too long, or no dashboard open. */
export const ORDERING_PAUSED_REASONS = ['owner', 'unanswered', 'unwatched'] as const;
export type OrderingPausedReason = (typeof ORDERING_PAUSED_REASONS)[number];

const MINUTE = 60_000;

/** The opening-hours window of one calendar date as instants (a night past midnight belongs to the date it opened). */
function windowOn(schedule: ServiceSchedule, date: string): { start: number; end: number } | undefined {
  const hours = hoursOnDate(schedule.hours, schedule.specialDays, date);
  if (!hours) return undefined;
  return {
    start: zonedInstant(date, hours.open, schedule.timeZone).getTime(),
    end: zonedInstant(date, hours.close, schedule.timeZone).getTime(),
  };
}

/**
 * The opening-hours windows, one calendar date at a time, from the date of `around` on: forward from the day
 * before it, or backward from the day after it (so a night that opened the day before, or opens late the same
 * day, is never missed), for `days` dates. Made as they are asked for: a caller that has enough stops early.
 */
function* windowsFrom(
  schedule: ServiceSchedule,
  around: Date,
  direction: 1 | -1,
  days: number,
): Generator<{ start: number; end: number }> {
  let date = addDaysToIsoDate(zonedDateAndMinutes(around, schedule.timeZone).date, -direction);
  for (let step = 0; step < days; step++, date = addDaysToIsoDate(date, direction)) {
    const window = windowOn(schedule, date);
    if (window) yield window;
  }
}

const DAY = 24 * 60 * MINUTE;

/** How many milliseconds of opening hours lie between two instants (0 when `to` is not after `from`). */
export function openTimeBetween(schedule: ServiceSchedule, from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY) + 3;
  let sum = 0;
  for (const { start, end } of windowsFrom(schedule, from, 1, days)) {
    const overlap = Math.min(end, to.getTime()) - Math.max(start, from.getTime());
    if (overlap > 0) sum += overlap;
  }
  return sum;
}

/** How far `afterOpenMinutes` looks for enough opening hours: a restaurant closed longer never gets there. */
const HORIZON_DAYS = 21;

/**
 * The instant at which `minutes` of opening hours have passed since `from`: a clock that runs only while the
 * restaurant is open, so an order placed overnight starts counting at the opening. Undefined when the hours of
 * the next three weeks do not hold that much (a restaurant closed that long).
 */
export function afterOpenMinutes(schedule: ServiceSchedule, from: Date, minutes: number): Date | undefined {
  let left = minutes * MINUTE;
  for (const { start, end } of windowsFrom(schedule, from, 1, HORIZON_DAYS + 2)) {
    const begin = Math.max(start, from.getTime());
    if (end <= begin) continue;
    if (end - begin >= left) return new Date(begin + left);
    left -= end - begin;
  }
  return undefined;
}

/**
 * The latest instant since which `minutes` of opening hours have passed by `now`: everything that started at
 * or before it has waited that long, everything after it has not (the same clock as `afterOpenMinutes`, run
 * backward). Undefined when the last three weeks' hours do not hold that much.
 */
export function openMinutesBefore(schedule: ServiceSchedule, now: Date, minutes: number): Date | undefined {
  let left = minutes * MINUTE;
  for (const { start, end } of windowsFrom(schedule, now, -1, HORIZON_DAYS + 2)) {
    const stop = Math.min(end, now.getTime());
    if (stop <= start) continue;
    if (stop - start >= left) return new Date(stop - left);
    left -= stop - start;
  }
  return undefined;
}

/** Whether `minutes` of opening hours have passed since `from` by `now` (never, when the setting is off). */
export function openMinutesPassed(
  schedule: ServiceSchedule,
  from: Date,
  minutes: number | null,
  now: Date,
): boolean {
  if (minutes === null) return false;
  const at = afterOpenMinutes(schedule, from, minutes);
  return at !== undefined && at.getTime() <= now.getTime();
}

/**
 * On a pending order's and its tracking's answers: from `at` (ISO) the customer's pages say the restaurant has
 * not confirmed it yet, with the number to call. Null once it is answered, or while the notice is off.
 */
export const confirmationNoticeSchema = z.object({ at: z.string(), phone: z.string() }).nullable();
export type ConfirmationNotice = NonNullable<z.infer<typeof confirmationNoticeSchema>>;

/** The email to the restaurant about an order left pending: 'Order 1042 has waited 5 minutes'. */
export function orderWaitingSubject(orderNumber: number, minutes: number): string {
  return `${orderName(orderNumber)} has waited ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** What the customer's order and tracking pages say once their order has waited past the notice time. */
export const NOT_CONFIRMED_YET = {
  title: 'The restaurant has not confirmed your order yet',
  body: 'Please call us to make sure it is being prepared:',
} as const;

/** Whether a pending order's pages show the 'not confirmed yet' notice at `now`. */
export function showsConfirmationNotice(
  order: { status: string; confirmationNotice: { at: string } | null },
  now: Date,
): boolean {
  return (
    order.status === 'pending' &&
    order.confirmationNotice !== null &&
    new Date(order.confirmationNotice.at).getTime() <= now.getTime()
  );
}

/** What the dashboard says of an automatic pause (the owner's own pause has its banner with its end). */
export const AUTOMATIC_PAUSE_TEXTS = {
  unanswered: {
    title: 'Online orders paused: a new order has waited too long',
    body: 'Customers see the pause and your phone number. Accept the waiting orders on the pickups board and online ordering resumes by itself.',
  },
  unwatched: {
    title: 'Online orders paused: no dashboard was open',
    body: 'Customers see the pause and your phone number. Online ordering resumes by itself now that this dashboard is open.',
  },
} as const;
