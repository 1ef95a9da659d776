import {
  addDaysToIsoDate,
  BOOKING_MAX_DAYS_AHEAD,
  openSlots,
  zonedDateAndMinutes,
  zonedInstant,
  zonedToday,
} from '@flame/shared';
import { useState } from 'react';
import type { BookingHours } from '../../../api/opening-hours';
import type { TimeChoiceValue } from '../components/time-choice';

/**
 * The date and time the grid shows. Until the customer picks one it is the server's default (the next bookable
 * slot, named by the answer's `at`), and `at` stays undefined, so the first HTML and the browser ask the same.
 */
export function useTableTime(hours: BookingHours | undefined, now: Date) {
  const [choice, setChoice] = useState<TimeChoiceValue | null>(null);
  const timeZone = hours?.timeZone;
  const minDate = timeZone ? zonedToday(now, timeZone) : '';

  /** What the controls show, given the instant of the tables on screen. */
  const valueFor = (shownAt: string | undefined): TimeChoiceValue | undefined =>
    choice ?? (shownAt && timeZone ? zonedDateAndMinutes(new Date(shownAt), timeZone) : undefined);
  const slotsOf = (date: string) =>
    hours ? openSlots(hours.openingHours, date, hours.timeZone, now, hours.specialDays) : [];

  return {
    at:
      choice && choice.minutes !== null && timeZone
        ? zonedInstant(choice.date, choice.minutes, timeZone).toISOString()
        : undefined,
    /** The chosen day has no bookable time (closed, or all its times have passed). */
    noTimes: choice !== null && choice.minutes === null,
    minDate,
    maxDate: minDate ? addDaysToIsoDate(minDate, BOOKING_MAX_DAYS_AHEAD) : '',
    valueFor,
    slotsOf,
    /** A new date keeps the chosen time when that day offers it, else takes the day's first time. */
    changeDate(date: string, current: TimeChoiceValue | undefined) {
      const open = slotsOf(date);
      const keep = current?.minutes != null && open.includes(current.minutes) ? current.minutes : open[0];
      setChoice({ date, minutes: keep ?? null });
    },
    show(date: string, minutes: number) {
      setChoice({ date, minutes });
    },
  };
}
