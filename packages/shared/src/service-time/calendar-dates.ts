import { TZDate } from '@date-fns/tz';
import { WEEK_DAYS, type WeekDay } from './opening-hours';

/** Calendar dates are 'YYYY-MM-DD', the same everywhere; an instant needs the restaurant's time zone. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-24' → its parts, or undefined when it is not a real calendar date. */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

export function isIsoDate(date: string): boolean {
  return parseIsoDate(date) !== undefined;
}

/** The weekday of a calendar date (the same everywhere: no time zone involved). */
export function weekDayOf(date: string): WeekDay {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  return WEEK_DAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()]!;
}

/** A calendar date moved by whole days. */
export function addDaysToIsoDate(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
}

/**
 * Instants already worked out, by date, time and zone: the opening-hours clocks ask for the same few dates on
 * every order and every read of the restaurant, and each answer costs a time-zone conversion. Bounded: emptied
 * when full.
 */
const zonedInstants = new Map<string, number>();
const ZONED_INSTANTS_KEPT = 2_000;

/** The instant of a wall-clock time on a date in the restaurant's time zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const key = `${date} ${minutes} ${timeZone}`;
  const known = zonedInstants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = convertZonedInstant(date, minutes, timeZone);
  if (zonedInstants.size >= ZONED_INSTANTS_KEPT) zonedInstants.clear();
  zonedInstants.set(key, instant.getTime());
  return instant;
}

function convertZonedInstant(date: string, minutes: number, timeZone: string): Date {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  const zoned = new TZDate(
    parts.year,
    parts.month - 1,
    parts.day,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  );
  return new Date(zoned.getTime());
}
