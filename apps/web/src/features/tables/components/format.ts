import { formatClock, parseIsoDate } from '@flame/shared';

// Intl rather than date-fns `format` (5 KB with its locale on the tables page). A calendar date is written as
// midnight UTC and formatted in UTC, so no time zone shifts it.
const LONG = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatDate(date: string, format: Intl.DateTimeFormat): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return format.format(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** 'Tuesday, November 24, 2026' for a 'YYYY-MM-DD' date (a calendar date: no time zone involved). */
export function longDate(date: string): string {
  return formatDate(date, LONG);
}

/** 'Tue, Nov 24' for a 'YYYY-MM-DD' date. */
export function shortDate(date: string): string {
  return formatDate(date, SHORT);
}

export const clock = formatClock;

export function seatsLabel(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
}

export function guestsLabel(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
