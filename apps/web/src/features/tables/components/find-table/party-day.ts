import {
  formatClock,
  hoursOnDate,
  specialDayHoursText,
  zonedDateAndMinutes,
  type OpeningHour,
  type PartyTime,
  type SpecialDay,
} from '@flame/shared';
import { guestsLabel, longDate } from '../format';

/** A date as 'Find a table' shows it: the special day's wording, and whether it closes before its usual hours. */
export interface PartyDay {
  /** 'Closed · Christmas Day', '10:00 AM – 3:00 PM · Christmas Eve', 'Closed' (a weekly closed day), or none. */
  note?: string;
  closed: boolean;
  /** An open special day whose hours end before the weekday's usual closing time. */
  closingEarly: boolean;
}

/** The date's hours as the pickup picker words them (its special day's note, 'Closed' on a weekly closed day). */
export function partyDay(
  date: string,
  weekly: readonly OpeningHour[],
  specialDays: readonly SpecialDay[],
): PartyDay {
  const special = specialDays.find((day) => day.date === date);
  const hours = hoursOnDate(weekly, specialDays, date);
  const usual = hoursOnDate(weekly, [], date);
  const closed = hours === undefined;
  const note = special ? specialDayHoursText(special) : closed ? 'Closed' : undefined;
  const closingEarly = !!special && !!hours && (!usual || hours.close < usual.close);
  return { closed, closingEarly, ...(note ? { note } : {}) };
}

/** '7:30 PM' for a time of the availability answer, on the restaurant's clock. */
export function partyTimeLabel(time: string, timeZone: string): string {
  return formatClock(zonedDateAndMinutes(new Date(time), timeZone).minutes);
}

/** 'Closing early · last table at 1:30 PM': the latest time a party can still book that day. */
export function closingEarlyText(times: readonly PartyTime[], timeZone: string): string | undefined {
  const last = times.filter((time) => time.available).at(-1);
  return last ? `Closing early · last table at ${partyTimeLabel(last.time, timeZone)}` : undefined;
}

/**
 * Why a date offers the party no time: closed (with the holiday's note: 'Closed · Christmas Day'), or open with
 * every time passed or taken.
 */
export function emptyDayMessage(
  date: string,
  day: PartyDay,
  times: readonly PartyTime[],
  partySize: number,
): { title: string; text: string } {
  if (day.closed || times.length === 0) {
    return {
      title: day.note ?? 'Closed',
      text: `We are closed on ${longDate(date)}. Please choose another date.`,
    };
  }
  return {
    title: `No tables left for ${guestsLabel(partySize)}`,
    text: `Every time on ${longDate(date)} has passed or is booked. Please choose another date, or call us.`,
  };
}
