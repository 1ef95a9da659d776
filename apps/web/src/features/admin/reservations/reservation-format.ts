import { parseIsoDate } from '@flame/shared';
import { format } from 'date-fns';

/** 'Tue, Nov 24, 2026' for a 'YYYY-MM-DD' date (a calendar date: no time zone involved). */
export function reservationDate(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), 'EEE, MMM d, yyyy');
}

/** The admin's duration text: '1 hr', '3 hrs'. */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}
