import { PICKUP_STEP_MINUTES } from '../common/constants';
import type { OpeningHour } from './opening-hours';
import { formatInZone, isOpenOnCalendarAt } from './pickup-window';
import { addDaysToIsoDate } from './calendar-dates';
import type { SpecialDayHours } from './special-days';

const STEP = PICKUP_STEP_MINUTES * 60_000;

/**
 * The later pickup times the owner may move an order to: every quarter hour after the current pickup time (and
 * after now) that falls inside the hours of its date (a special day's when it has one), for a day ahead: the
 * rest of today's service and the next one.
 */
export function laterPickupTimes(
  current: Date,
  now: Date,
  hours: readonly OpeningHour[],
  timeZone: string,
  specialDays: readonly SpecialDayHours[] = [],
): Date[] {
  const start = Math.floor(Math.max(current.getTime(), now.getTime()) / STEP) * STEP + STEP;
  const times: Date[] = [];
  for (let at = start; at < start + 24 * 60 * 60_000; at += STEP) {
    const candidate = new Date(at);
    if (isOpenOnCalendarAt(hours, specialDays, candidate, timeZone)) times.push(candidate);
  }
  return times;
}

/**
 * How full a pickup slot is, beside its time in the owner's list: '2 orders', '3 of 4', '4 of 4, full', or
 * 'No orders yet'; with no limit on the slot, the count alone.
 */
export function slotLoadText(taken: number, capacity: number | null): string {
  if (capacity !== null) return `${taken} of ${capacity}${taken >= capacity ? ', full' : ''}`;
  if (taken === 0) return 'No orders yet';
  return `${taken} ${taken === 1 ? 'order' : 'orders'}`;
}

/** The day of a pickup as the owner reads it on the restaurant's clock: 'Today', 'Tomorrow', else 'Sat, Nov 28'. */
export function pickupDayLabel(time: Date, now: Date, timeZone: string | undefined): string {
  const day = formatInZone(time, timeZone, 'yyyy-MM-dd');
  const today = formatInZone(now, timeZone, 'yyyy-MM-dd');
  if (day === today) return 'Today';
  if (day === addDaysToIsoDate(today, 1)) return 'Tomorrow';
  return formatInZone(time, timeZone, 'EEE, MMM d');
}

/**
 * A pickup time as the owner reads it on the restaurant's clock: '7:45 PM' today, 'Tomorrow, 10:00 AM', else
 * 'Sat, Nov 28, 12:30 PM'.
 */
export function pickupMoveLabel(time: Date, now: Date, timeZone: string | undefined): string {
  const day = pickupDayLabel(time, now, timeZone);
  const clock = formatInZone(time, timeZone, 'h:mm a');
  return day === 'Today' ? clock : `${day}, ${clock}`;
}

const dayAndTime = (time: Date, timeZone: string | undefined) =>
  formatInZone(time, timeZone, 'EEE, MMM d, h:mm a');

/** The history entry of a move, and what the order page looks for: 'Pickup time moved to 7:45 PM'. */
export const PICKUP_MOVED_PREFIX = 'Pickup time moved to';

/**
 * The history entry and email line of a move made at `movedAt`: the time alone when the new pickup is on the
 * same day on the restaurant's clock ('Pickup time moved to 7:45 PM'), else with its date ('Pickup time moved
 * to Sat, Nov 28, 11:00 AM'), never 'Tomorrow', since the message is read on later days too.
 */
export function pickupMovedMessage(pickup: Date, movedAt: Date, timeZone: string): string {
  const sameDay =
    formatInZone(pickup, timeZone, 'yyyy-MM-dd') === formatInZone(movedAt, timeZone, 'yyyy-MM-dd');
  return `${PICKUP_MOVED_PREFIX} ${sameDay ? formatInZone(pickup, timeZone, 'h:mm a') : dayAndTime(pickup, timeZone)}`;
}

/**
 * The refusal (409) of a move into a slot that already holds its 'orders per pickup slot': the owner may still
 * move the order there, knowingly, by sending `overCapacity: true`. Also the field its details are under.
 */
export const PICKUP_MOVE_OVER_CAPACITY_FIELD = 'overCapacity';
export function pickupMoveSlotFullMessage(taken: number, capacity: number): string {
  return (
    `That pickup time already holds ${taken} ${taken === 1 ? 'order' : 'orders'}, and the limit is ${capacity}. ` +
    'Move the order there anyway only if the kitchen can take one more.'
  );
}
