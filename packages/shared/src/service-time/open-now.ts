import { formatClock, WEEK_DAYS, zonedDateAndMinutes, type OpeningHour } from './opening-hours';
import { addDaysToIsoDate, weekDayOf } from './calendar-dates';
import { shortDateText } from './special-day-text';
import { hoursOnDate, type SpecialDayHours } from './special-days';

const DAY_MINUTES = 24 * 60;

/** Open now, and until when; or closed, and when it opens next (days from today, its weekday and minutes). */
export type OpenNow =
  | { open: true; closesAt: number }
  | { open: false; next?: { daysAhead: number; date: string; minutes: number } };

/**
 * Whether the restaurant is open at an instant, read in its time zone on the hours of each calendar date (a
 * special day replacing its weekday's): inside today's window, or inside yesterday's when it runs past
 * midnight. Closed, the next opening looks a week ahead plus one day for each special day.
 */
export function openNow(
  weekly: readonly OpeningHour[],
  specialDays: readonly SpecialDayHours[],
  instant: Date,
  timeZone: string,
): OpenNow {
  const { date, minutes } = zonedDateAndMinutes(instant, timeZone);
  const yesterday = hoursOnDate(weekly, specialDays, addDaysToIsoDate(date, -1));
  if (yesterday && minutes + DAY_MINUTES < yesterday.close) {
    return { open: true, closesAt: yesterday.close - DAY_MINUTES };
  }
  const today = hoursOnDate(weekly, specialDays, date);
  if (today && minutes >= today.open && minutes < today.close) return { open: true, closesAt: today.close };
  for (let daysAhead = 0; daysAhead <= WEEK_DAYS.length + specialDays.length; daysAhead += 1) {
    const candidate = addDaysToIsoDate(date, daysAhead);
    const window = hoursOnDate(weekly, specialDays, candidate);
    if (!window || (daysAhead === 0 && window.open <= minutes)) continue;
    return { open: false, next: { daysAhead, date: candidate, minutes: window.open } };
  }
  return { open: false };
}

/** 'Open now · until 9:00 PM' or 'Closed now · Opens tomorrow 10:00 AM'. */
export function openNowText(status: OpenNow): string {
  if (status.open) return `Open now · until ${formatClock(status.closesAt)}`;
  const { next } = status;
  if (!next) return 'Closed now';
  const time = formatClock(next.minutes);
  if (next.daysAhead === 0) return `Closed now · Opens ${time}`;
  if (next.daysAhead === 1) return `Closed now · Opens tomorrow ${time}`;
  const day = weekDayOf(next.date);
  if (next.daysAhead < WEEK_DAYS.length) return `Closed now · Opens ${day} ${time}`;
  if (next.daysAhead === WEEK_DAYS.length) return `Closed now · Opens next ${day} ${time}`;
  return `Closed now · Opens ${shortDateText(next.date)} ${time}`;
}
