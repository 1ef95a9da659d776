/** Wall-clock helpers for the seed: a calendar day and minutes after midnight, read in an IANA time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;

function wallClock(instant: Date, timeZone: string): { date: CalendarDate; utcMs: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const date = { year: get('year'), month: get('month'), day: get('day') };
  const utcMs = Date.UTC(date.year, date.month - 1, date.day, get('hour'), get('minute'), get('second'));
  return { date, utcMs };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetMs(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return wallClock(instant, timeZone).utcMs - wholeSeconds;
}

/** The calendar date of an instant, read in the time zone. */
export function zonedCalendarDate(instant: Date, timeZone: string): CalendarDate {
  return wallClock(instant, timeZone).date;
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant at which the zone's clocks show `minutes` after midnight of `date`. */
export function zonedInstant(date: CalendarDate, minutes: number, timeZone: string): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const firstGuess = naive - offsetMs(new Date(naive), timeZone);
  return new Date(naive - offsetMs(new Date(firstGuess), timeZone));
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

/** A time on the 24-hour clock → minutes after midnight. */
export function clock(hours: number, minutes = 0): number {
  return hours * 60 + minutes;
}
