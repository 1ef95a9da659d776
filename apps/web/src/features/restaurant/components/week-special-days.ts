import {
  addDaysToIsoDate,
  shortDateText,
  specialDayHoursText,
  weekDayOf,
  zonedToday,
  type SpecialDay,
  type WeekDay,
} from '@flame/shared';

/** The special days of the coming week (today and the six days after it, in the restaurant's zone), by weekday. */
export function specialDaysThisWeek(
  specialDays: readonly SpecialDay[],
  now: Date,
  timeZone: string,
): Map<WeekDay, SpecialDay> {
  const today = zonedToday(now, timeZone);
  const lastDay = addDaysToIsoDate(today, 6);
  return new Map(
    specialDays
      .filter((day) => day.date >= today && day.date <= lastDay)
      .map((day) => [weekDayOf(day.date), day]),
  );
}

/** A weekday row's hours when a special day replaces them: 'Closed on Sat, Nov 28'. */
export function specialDayRowText(day: SpecialDay): string {
  return `${specialDayHoursText({ ...day, note: '' })} on ${shortDateText(day.date)}`;
}
