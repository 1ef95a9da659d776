import { formatInZone, zonedInstant, type SpecialDay } from '@flame/shared';

/** A special day's date as the owner reads it: 'Thursday, November 26, 2026'. */
export function specialDayDate(date: string, timeZone: string): string {
  return formatInZone(zonedInstant(date, 12 * 60, timeZone), timeZone, 'EEEE, MMMM d, yyyy');
}

/** 'Closed', or its hours: '10:00 AM – 3:00 PM'. */
export function specialDayHours(day: Pick<SpecialDay, 'isClosed' | 'open' | 'close'>): string {
  return day.isClosed ? 'Closed' : `${day.open} – ${day.close}`;
}
