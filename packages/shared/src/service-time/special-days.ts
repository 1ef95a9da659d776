import type { z } from 'zod';
import { dayWindow, WEEK_DAYS, type OpeningHour } from './opening-hours';
import type { specialDaySchema } from './service-rules';

/**
 * A date whose hours replace the weekly ones, as the API speaks it. Its schema lives with the other special-day
 * schemas: this file holds the hours rules the public pages load, without zod.
 */
export type SpecialDay = z.infer<typeof specialDaySchema>;

/** What the hours of a date need of a special day. */
export type SpecialDayHours = Pick<SpecialDay, 'date' | 'isClosed' | 'open' | 'close'>;

/** The open and close minutes of a window; a close past 1440 runs into the next morning. */
export interface DayWindow {
  open: number;
  close: number;
}

/**
 * The hours of one calendar date: its special day when it has one (closed, or its own times), else the weekly
 * hours of its weekday. The single source for pickup times, orders and table bookings.
 */
export function hoursOnDate(
  weekly: readonly OpeningHour[],
  specialDays: readonly SpecialDayHours[],
  date: string,
): DayWindow | undefined {
  const special = specialDays.find((day) => day.date === date);
  // A calendar date's weekday is the same everywhere: read at noon UTC, no time zone is involved.
  if (!special) return dayWindow(weekly, WEEK_DAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!);
  return dayWindow([{ day: 'Sunday', ...special }], 'Sunday');
}
