import {
  pickupDates,
  pickupSlots,
  type OpeningHour,
  type PickupDate,
  type PickupRules,
  type SpecialDay,
} from '@flame/shared';

/** A day of the picker's list, with the text of its option and whether it can be chosen. */
export interface PickupDayOption extends PickupDate {
  /** 'Thursday, November 26 — Closed · Thanksgiving', 'Friday, November 27 — No times left'. */
  optionLabel: string;
  selectable: boolean;
}

/** The note of a day that is open but has no pickup time left by the rules (today, late in the evening). */
export const NO_TIME_LEFT = 'No times left';

/**
 * The picker's days, from today to the end of the ordering window: a closed day says why, and an open day on
 * which the rules (lead time, window, hours) leave no time says so; neither can be chosen. Open days without a
 * time at the end of the list are left out: the window ends before their hours, they are not sold out.
 */
export function pickupDayOptions(
  now: Date,
  openingHours: readonly OpeningHour[],
  specialDays: readonly SpecialDay[],
  timeZone: string,
  rules: Omit<PickupRules, 'specialDays'>,
): PickupDayOption[] {
  const withTimes = new Set(
    pickupSlots(now, openingHours, timeZone, { ...rules, specialDays }).map((day) => day.date),
  );
  const days = pickupDates(now, openingHours, specialDays, timeZone, rules.windowDays).map((day) => {
    const noTimeLeft = !day.closed && !withTimes.has(day.date);
    const note = noTimeLeft ? NO_TIME_LEFT : day.note;
    return {
      ...day,
      noTimeLeft,
      optionLabel: note ? `${day.label} — ${note}` : day.label,
      selectable: !day.closed && !noTimeLeft,
    };
  });
  while (days.length > 1 && days.at(-1)!.noTimeLeft) days.pop();
  return days.map(({ noTimeLeft: _, ...day }) => day);
}
