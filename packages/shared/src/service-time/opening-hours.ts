import { TZDate } from '@date-fns/tz';

export const WEEK_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** One day of the week as the API speaks it: times as 12-hour text such as '9:00 AM'. */
export interface OpeningHour {
  day: WeekDay;
  open: string | null;
  close: string | null;
  isClosed: boolean;
}

/** A day's hours as people read them: '10:00 AM – 3:00 PM', or 'Closed' (closed, or without both times). */
export function hoursRangeText(
  day: { isClosed: boolean; open?: string | null; close?: string | null } | undefined,
): string {
  if (!day || day.isClosed || !day.open || !day.close) return 'Closed';
  return `${day.open} – ${day.close}`;
}

const CLOCK = /^(1[0-2]|0?[1-9]):([0-5]\d)\s?(AM|PM)$/i;

/** '9:30 PM' → 1290 (minutes after midnight); undefined when it is not a 12-hour time. 12 AM counts as 0. */
export function parseClock(text: string): number | undefined {
  const match = CLOCK.exec(text.trim());
  if (!match) return undefined;
  const [, hourText, minuteText, meridiem] = match;
  const hour12 = Number(hourText) % 12;
  const hour24 = meridiem!.toUpperCase() === 'PM' ? hour12 + 12 : hour12;
  return hour24 * 60 + Number(minuteText);
}

/** 1290 → '9:30 PM'. */
export function formatClock(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const meridiem = hour24 < 12 ? 'AM' : 'PM';
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${meridiem}`;
}

/** Default opening hours. */
export const DEFAULT_OPENING_HOURS: OpeningHour[] = WEEK_DAYS.map((day) => {
  if (day === 'Sunday') return { day, open: '11:00 AM', close: '8:00 PM', isClosed: false };
  if (day === 'Friday' || day === 'Saturday')
    return { day, open: '10:00 AM', close: '10:00 PM', isClosed: false };
  return { day, open: '10:00 AM', close: '9:00 PM', isClosed: false };
});

/** The line under every time choice: times are read in the restaurant's zone, whatever the visitor's clock. */
export function localTimeNote(timeZone: string): string {
  return `Times are the restaurant's local time (${timeZone.replaceAll('_', ' ')}).`;
}

/** What a day becomes when the owner turns 'Closed' off again: 10:00 AM to 9:00 PM. */
export const REOPENED_DAY_TIMES = { open: '10:00 AM', close: '9:00 PM' } as const;

/** The weekday and minutes after midnight of an instant, read in the restaurant's time zone. */
export function zonedDayAndMinutes(instant: Date, timeZone: string): { day: WeekDay; minutes: number } {
  const zoned = new TZDate(instant, timeZone);
  return { day: WEEK_DAYS[zoned.getDay()]!, minutes: zoned.getHours() * 60 + zoned.getMinutes() };
}

/** The date and minutes after midnight of an instant, in the restaurant's time zone. */
export function zonedDateAndMinutes(instant: Date, timeZone: string): { date: string; minutes: number } {
  const zoned = new TZDate(instant, timeZone);
  // The zoned date by hand rather than date-fns `format`, whose locale machinery the tables page would load.
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
  return { date, minutes: zoned.getHours() * 60 + zoned.getMinutes() };
}

/** Today's date in the restaurant's time zone. */
export function zonedToday(now: Date, timeZone: string): string {
  return zonedDateAndMinutes(now, timeZone).date;
}

/** The open and close minutes of a day, or undefined when the day is closed or its times are unreadable. */
export function dayWindow(
  hours: readonly OpeningHour[],
  day: WeekDay,
): { open: number; close: number } | undefined {
  const entry = hours.find((h) => h.day === day);
  if (!entry || entry.isClosed || !entry.open || !entry.close) return undefined;
  const open = parseClock(entry.open);
  const close = parseClock(entry.close);
  if (open === undefined || close === undefined) return undefined;
  return { open, close: close <= open ? close + 24 * 60 : close };
}

/** Open now, comparing hours and minutes, in the restaurant's time zone. */
export function isOpenAt(hours: readonly OpeningHour[], instant: Date, timeZone: string): boolean {
  const { day, minutes } = zonedDayAndMinutes(instant, timeZone);
  const window = dayWindow(hours, day);
  return window !== undefined && minutes >= window.open && minutes < window.close;
}

/** When a closed restaurant opens next: the day, its opening minutes and how many days from today. */
export interface NextOpening {
  day: WeekDay;
  minutes: number;
  daysAhead: number;
}

/**
 * The next opening after an instant, in the restaurant's time zone: later today when today's opening is still
 * ahead, else the first open day after today (up to the same weekday next week). Undefined when no day opens.
 */
export function nextOpeningAfter(
  hours: readonly OpeningHour[],
  instant: Date,
  timeZone: string,
): NextOpening | undefined {
  const { day, minutes } = zonedDayAndMinutes(instant, timeZone);
  const today = WEEK_DAYS.indexOf(day);
  for (let daysAhead = 0; daysAhead <= WEEK_DAYS.length; daysAhead += 1) {
    const candidate = WEEK_DAYS[(today + daysAhead) % WEEK_DAYS.length]!;
    const window = dayWindow(hours, candidate);
    if (!window || (daysAhead === 0 && window.open <= minutes)) continue;
    return { day: candidate, minutes: window.open, daysAhead };
  }
  return undefined;
}

/** 'Opens 10:00 AM' (today), 'Opens tomorrow 10:00 AM', 'Opens Tuesday 10:00 AM', 'Opens next Monday 10:00 AM'. */
export function nextOpeningText({ day, minutes, daysAhead }: NextOpening): string {
  const time = formatClock(minutes);
  if (daysAhead === 0) return `Opens ${time}`;
  if (daysAhead === 1) return `Opens tomorrow ${time}`;
  if (daysAhead === WEEK_DAYS.length) return `Opens next ${day} ${time}`;
  return `Opens ${day} ${time}`;
}

/** The opening-hour step of the admin time pickers. */
export const OPENING_HOUR_STEP_MINUTES = 30;

/** Every half-hour of the day in 12-hour text, from '12:00 AM' to '11:30 PM' (the admin time pickers). */
export const HALF_HOUR_SLOTS: readonly string[] = Array.from(
  { length: (24 * 60) / OPENING_HOUR_STEP_MINUTES },
  (_, index) => formatClock(index * OPENING_HOUR_STEP_MINUTES),
);

/**
 * Minutes after midnight of an opening or closing time on the half-hour grid, or undefined when the text is
 * not such a time. A closing time of '12:00 AM' is midnight at the end of the day (1440).
 */
export function halfHourMinutes(text: string, { closing = false } = {}): number | undefined {
  const minutes = parseClock(text);
  if (minutes === undefined || minutes % OPENING_HOUR_STEP_MINUTES !== 0) return undefined;
  return closing && minutes === 0 ? 24 * 60 : minutes;
}
