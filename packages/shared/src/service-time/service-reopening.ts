import { TZDate } from '@date-fns/tz';
import { WEEK_DAYS, type OpeningHour } from './opening-hours';
import { zonedDateAndMinutes } from './opening-hours';
import { hoursOnDate, type SpecialDayHours } from './special-days';

const DAY_MINUTES = 24 * 60;

/**
 * What decides when the restaurant opens on a given date: its weekly hours, replaced on a special day by that
 * date's own hours (closed, or its own times), in its time zone.
 */
export interface ServiceSchedule {
  hours: readonly OpeningHour[];
  specialDays: readonly SpecialDayHours[];
  timeZone: string;
}

/** The open and close minutes of one calendar date in the restaurant's zone, or undefined when it is closed. */
function windowOn(schedule: ServiceSchedule, date: TZDate): { open: number; close: number } | undefined {
  return hoursOnDate(schedule.hours, schedule.specialDays, zonedDateAndMinutes(date, schedule.timeZone).date);
}

/** Midnight of the calendar date `daysAhead` after the date of `zoned`, in the same zone. */
function dateAhead(zoned: TZDate, daysAhead: number, timeZone: string): TZDate {
  return new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate() + daysAhead, timeZone);
}

/**
 * The service day an instant belongs to, in days from its calendar date: -1 while yesterday's service runs past
 * midnight (1 AM after a day open until 2 AM), else 0 (today's service, whether it has begun, runs or has ended).
 */
function serviceDayOffset(schedule: ServiceSchedule, zoned: TZDate): -1 | 0 {
  const minutes = zoned.getHours() * 60 + zoned.getMinutes();
  const yesterday = windowOn(schedule, dateAhead(zoned, -1, schedule.timeZone));
  return yesterday && minutes + DAY_MINUTES < yesterday.close ? -1 : 0;
}

/**
 * When the restaurant next opens for a new service day: the opening of the first open date after the service
 * day `now` belongs to, in the restaurant's zone. Before today's opening, during service and after closing it is
 * the next open day's opening, so 'sold out today' covers today's whole service. Undefined when no day opens.
 */
export function nextServiceOpening(schedule: ServiceSchedule, now: Date): Date | undefined {
  const zoned = new TZDate(now.getTime(), schedule.timeZone);
  const serviceDay = serviceDayOffset(schedule, zoned);
  // A week of weekly hours, plus one day for each special day that may close a date of it.
  const lastAhead = serviceDay + WEEK_DAYS.length + schedule.specialDays.length;
  for (let ahead = serviceDay + 1; ahead <= lastAhead; ahead += 1) {
    const date = dateAhead(zoned, ahead, schedule.timeZone);
    const window = windowOn(schedule, date);
    if (!window) continue;
    const opening = new TZDate(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      Math.floor(window.open / 60),
      window.open % 60,
      schedule.timeZone,
    );
    return new Date(opening.getTime());
  }
  return undefined;
}
