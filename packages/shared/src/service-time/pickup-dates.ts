import { parseIsoDate, weekDayOf, addDaysToIsoDate } from './calendar-dates';
import { specialDayHoursText } from './special-day-text';
import { hoursOnDate, type SpecialDay } from './special-days';
import { zonedToday, type OpeningHour } from './opening-hours';
import { MONTH_NAMES } from '../common/month-names';

/** A date the pickup picker lists: closed ones stay listed, saying why, and cannot be chosen. */
export interface PickupDate {
  /** 'YYYY-MM-DD' in the restaurant's time zone. */
  date: string;
  /** 'Thursday, November 26'. */
  label: string;
  /** 'Closed · Thanksgiving', '10:00 AM – 3:00 PM · Christmas Eve' or 'Closed' (a weekly closed day). */
  note?: string;
  closed: boolean;
}

/** 'Thursday, November 26' for a 'YYYY-MM-DD' date. */
export function longDateText(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return `${weekDayOf(date)}, ${MONTH_NAMES[parts.month - 1]} ${parts.day}`;
}

/**
 * The calendar dates a pickup may fall on: from today to the date the window ends (`windowDays` × 24 hours after
 * now), in the restaurant's time zone. A date closed by its special day or its weekday says so; a special day
 * with its own hours says them and its note.
 */
export function pickupDates(
  now: Date,
  weekly: readonly OpeningHour[],
  specialDays: readonly SpecialDay[],
  timeZone: string,
  windowDays: number,
): PickupDate[] {
  const first = zonedToday(now, timeZone);
  const last = zonedToday(new Date(now.getTime() + windowDays * 24 * 60 * 60_000), timeZone);
  const dates: PickupDate[] = [];
  for (let date = first; date <= last; date = addDaysToIsoDate(date, 1)) {
    const special = specialDays.find((day) => day.date === date);
    // A night of the day before that runs past midnight still offers this date's first hours.
    const spill = hoursOnDate(weekly, specialDays, addDaysToIsoDate(date, -1));
    const closed = hoursOnDate(weekly, specialDays, date) === undefined && !(spill && spill.close > 24 * 60);
    const note = special ? specialDayHoursText(special) : closed ? 'Closed' : undefined;
    dates.push({ date, label: longDateText(date), closed, ...(note ? { note } : {}) });
  }
  return dates;
}
