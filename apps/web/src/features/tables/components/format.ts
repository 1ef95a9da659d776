import { formatClock, parseIsoDate } from '@flame/shared';
import { format } from 'date-fns';

/** 'Tuesday, November 24, 2026' for a 'YYYY-MM-DD' date (a calendar date: no time zone involved). */
export function longDate(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), 'EEEE, MMMM d, yyyy');
}

/** 'Tue, Nov 24' for a 'YYYY-MM-DD' date. */
export function shortDate(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format(new Date(parts.year, parts.month - 1, parts.day), 'EEE, MMM d');
}

export const clock = formatClock;

export function seatsLabel(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
}

export function guestsLabel(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
