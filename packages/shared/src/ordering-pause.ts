import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** What a customer reads while online ordering is paused: until when, and the number to call instead. */
export function orderingPausedText(until: Date | string | null, now: Date, timeZone: string): string {
  if (until === null) return 'Online ordering is paused';
  const end = new TZDate(new Date(until).getTime(), timeZone);
  const sameDay = format(end, 'yyyy-MM-dd') === format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
  return `Online ordering is paused until ${format(end, sameDay ? 'h:mm a' : 'EEEE, MMMM d, h:mm a')}`;
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
