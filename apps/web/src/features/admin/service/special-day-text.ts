import { formatInZone, zonedInstant } from '@flame/shared';

/** A special day's date as the owner reads it: 'Thursday, November 26, 2026'. */
export function specialDayDate(date: string, timeZone: string): string {
  return formatInZone(zonedInstant(date, 12 * 60, timeZone), timeZone, 'EEEE, MMMM d, yyyy');
}
