import { parseIsoDate, weekDayOf } from './calendar-dates';
import type { SpecialDay } from './special-days';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'Thu, Nov 26' for a 'YYYY-MM-DD' date. Written by hand rather than with date-fns `format`, whose locale
 * machinery the home page's first load would carry.
 */
export function shortDateText(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return `${weekDayOf(date).slice(0, 3)}, ${MONTHS[parts.month - 1]} ${parts.day}`;
}

/** 'Closed · Thanksgiving' or '10:00 AM – 3:00 PM · Christmas Eve' (the note only when there is one). */
export function specialDayHoursText(day: Pick<SpecialDay, 'isClosed' | 'open' | 'close' | 'note'>): string {
  const hours = day.isClosed || !day.open || !day.close ? 'Closed' : `${day.open} – ${day.close}`;
  return day.note ? `${hours} · ${day.note}` : hours;
}
