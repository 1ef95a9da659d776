import { z } from 'zod';
import { dayWindow, WEEK_DAYS, type OpeningHour } from './opening-hours';

/** A date whose hours replace the weekly ones (a holiday closure, a short Christmas Eve), as the API speaks it. */
export const specialDaySchema = z.object({
  _id: z.string(),
  /** 'YYYY-MM-DD' in the restaurant's time zone. */
  date: z.string(),
  isClosed: z.boolean(),
  /** '10:00 AM', as the weekly hours; null when closed. */
  open: z.string().nullable(),
  close: z.string().nullable(),
  note: z.string(),
});
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
