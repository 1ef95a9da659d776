import { TZDate } from '@date-fns/tz';
import { formatClock, WEEK_DAYS } from './opening-hours';
import { MONTH_NAMES } from '../common/month-names';

/**
 * What a customer reads while online ordering is paused, in the restaurant's time zone: 'until 7:30 PM' the same
 * day, 'until Thursday, March 5, 9:00 AM' another day. Written by hand rather than with date-fns `format`, whose
 * locale machinery the menu's first load would carry.
 */
export function orderingPausedText(until: Date | string | null, now: Date, timeZone: string): string {
  if (until === null) return 'Online ordering is paused';
  const end = new TZDate(new Date(until).getTime(), timeZone);
  const today = new TZDate(now.getTime(), timeZone);
  const sameDay =
    end.getFullYear() === today.getFullYear() &&
    end.getMonth() === today.getMonth() &&
    end.getDate() === today.getDate();
  const time = formatClock(end.getHours() * 60 + end.getMinutes());
  const day = `${WEEK_DAYS[end.getDay()]}, ${MONTH_NAMES[end.getMonth()]} ${end.getDate()}, `;
  return `Online ordering is paused until ${sameDay ? '' : day}${time}`;
}

/**
 * Whether a pause stops a pickup at `pickup`: a pause until the owner resumes stops every pickup, a timed one
 * the pickups before its end; pickups at or after its end (later days) can still be ordered.
 */
export function pauseStopsPickup(
  pause: { paused: boolean; until: Date | string | null },
  pickup: Date,
): boolean {
  return pause.paused && (pause.until === null || pickup.getTime() < new Date(pause.until).getTime());
}

const PAUSED_PREFIX = 'Online ordering is paused ';

/** When a pause ends, as the customer's notice says it: 'until 7:30 PM', 'until Thursday, March 5, 9:00 AM'. */
export function pauseEndPhrase(until: Date | string, now: Date, timeZone: string): string {
  return orderingPausedText(until, now, timeZone).slice(PAUSED_PREFIX.length);
}

/** The refusal of an order while paused: the pause and the phone number. */
export function orderingPausedMessage(
  until: Date | string | null,
  now: Date,
  timeZone: string,
  phone: string,
): string {
  return `${orderingPausedText(until, now, timeZone)}. Please call us at ${phone} to order.`;
}

/** The refusals while the restaurant is switched off ('Is active' unticked). */
export const RESTAURANT_INACTIVE_MESSAGES = {
  orders: 'We are not taking online orders at the moment. Please check back soon.',
  bookings: 'We are not taking table bookings at the moment. Please check back soon.',
} as const;
