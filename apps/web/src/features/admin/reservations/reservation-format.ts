import { parseIsoDate } from '@flame/shared';
import { format } from 'date-fns';

/** 'Tue, Nov 24, 2026' for a 'YYYY-MM-DD' date (a calendar date: no time zone involved). */
export function reservationDate(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), 'EEE, MMM d, yyyy');
}

/** The admin's short length text for minutes: '1 hr', '3 hrs', '1 hr 45 min', '45 min'. */
export function hoursText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 || rest === 0 ? `${hours} ${hours === 1 ? 'hr' : 'hrs'}` : '',
    rest > 0 ? `${rest} min` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
