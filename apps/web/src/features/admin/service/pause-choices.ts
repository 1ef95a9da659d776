import {
  addDaysToIsoDate,
  hoursOnDate,
  pauseEndPhrase,
  zonedDateAndMinutes,
  zonedInstant,
  type OpeningHour,
  type SpecialDayHours,
} from '@flame/shared';

/** The timed pauses the owner picks with one tap, in minutes. */
export const PAUSE_MINUTES = [15, 30, 60, 120] as const;

const DAY_MINUTES = 24 * 60;

/** What the pause choices need of the restaurant. */
export interface PauseSchedule {
  openingHours: readonly OpeningHour[];
  specialDays: readonly SpecialDayHours[];
  timeZone: string;
}

/** One choice of the pause menu: its words and the end it asks for (null: until the owner resumes). */
export interface PauseChoice {
  kind: 'minutes' | 'rest-of-today' | 'until-resumed';
  label: string;
  until: Date | null;
  /** What the choice does to orders, said under it. */
  note?: string;
}

/**
 * The end of 'rest of today', in the restaurant's time zone: the closing of the service running now (a night
 * past midnight belongs to the day it opened), else today's closing still ahead, else midnight tonight. A
 * date's special day replaces its weekly hours.
 */
export function restOfTodayEnd(now: Date, schedule: PauseSchedule): Date {
  const { openingHours, specialDays, timeZone } = schedule;
  const { date, minutes } = zonedDateAndMinutes(now, timeZone);
  const yesterday = hoursOnDate(openingHours, specialDays, addDaysToIsoDate(date, -1));
  if (yesterday && minutes + DAY_MINUTES < yesterday.close) {
    return zonedInstant(date, yesterday.close - DAY_MINUTES, timeZone);
  }
  const today = hoursOnDate(openingHours, specialDays, date);
  if (today && minutes < today.close) {
    return today.close >= DAY_MINUTES
      ? zonedInstant(addDaysToIsoDate(date, 1), today.close - DAY_MINUTES, timeZone)
      : zonedInstant(date, today.close, timeZone);
  }
  return zonedInstant(addDaysToIsoDate(date, 1), 0, timeZone);
}

function minutesLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/**
 * The pause menu: 15, 30, 60 and 120 minutes from now (real minutes, whatever the wall clock does), the rest of
 * today (naming its end), and until the owner resumes.
 */
export function pauseChoices(now: Date, schedule: PauseSchedule): PauseChoice[] {
  const restOfToday = restOfTodayEnd(now, schedule);
  const endsAtMidnight = zonedDateAndMinutes(restOfToday, schedule.timeZone).minutes === 0;
  const restOfTodayPhrase = endsAtMidnight
    ? 'until midnight'
    : pauseEndPhrase(restOfToday, now, schedule.timeZone);
  return [
    ...PAUSE_MINUTES.map((minutes) => ({
      kind: 'minutes' as const,
      label: minutesLabel(minutes),
      until: new Date(now.getTime() + minutes * 60_000),
    })),
    {
      kind: 'rest-of-today',
      label: `Rest of today (${restOfTodayPhrase})`,
      until: restOfToday,
      note: `Online orders for today stop ${restOfTodayPhrase}; orders for later days continue`,
    },
    {
      kind: 'until-resumed',
      label: 'Until I resume',
      until: null,
      note: 'Every online order stops, for any day, until you resume',
    },
  ];
}
