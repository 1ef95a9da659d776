import { parseIsoDate, weekDayOf } from './calendar-dates';
import { hoursRangeText } from './opening-hours';
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
  const hours = hoursRangeText(day);
  return day.note ? `${hours} · ${day.note}` : hours;
}

/** 'Dec 25' for a 'YYYY-MM-DD' date. */
function monthDayText(date: string): string {
  const parts = parseIsoDate(date);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.day}` : date;
}

/** What a special day did to a booking made before it: "now closed (Christmas Day)" or "now has other hours". */
function outsideHoursWhat(day: Pick<SpecialDay, 'isClosed' | 'note'>): string {
  const what = day.isClosed ? 'now closed' : 'now has other hours';
  return day.note ? `${what} (${day.note})` : what;
}

/** The board's warning on an order a later special day leaves out: 'Pickup day now closed (Christmas Day) — keep or cancel'. */
export function outsideHoursWarning(day: Pick<SpecialDay, 'isClosed' | 'note'>): string {
  return `Pickup day ${outsideHoursWhat(day)} — keep or cancel`;
}

/** The reason offered when cancelling such an order: 'The restaurant is closed on Dec 25 (Christmas Day)'. */
export function outsideHoursCancelReason(day: Pick<SpecialDay, 'date' | 'isClosed' | 'note'>): string {
  const note = day.note ? ` (${day.note})` : '';
  return day.isClosed
    ? `The restaurant is closed on ${monthDayText(day.date)}${note}`
    : `The restaurant has other hours on ${monthDayText(day.date)}${note}, outside your pickup time`;
}
