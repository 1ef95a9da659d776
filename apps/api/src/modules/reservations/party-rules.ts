import {
  addDaysToIsoDate,
  formatInZone,
  hoursOnDate,
  turnMinutesFor,
  weekDayOf,
  zonedInstant,
  zonedToday,
  type BookingRules,
  type OpeningHour,
  type SpecialDayHours,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openingHours, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { siteRestaurantId } from '../../lib/site-restaurant';
import { toOpeningHours } from '../restaurant/service';
import { specialDaysFrom } from '../restaurant/special-days-read';

const MINUTE = 60_000;
const QUARTER_MS = 15 * MINUTE;
const DAY_MINUTES = 24 * 60;

/** What a booking by party size is checked against: the restaurant's hours, special days and booking rules. */
export interface PartyBookingContext {
  restaurantId: string;
  timeZone: string;
  /** False while the owner has switched the restaurant off: no new bookings. */
  isActive: boolean;
  weekly: OpeningHour[];
  specialDays: SpecialDayHours[];
  rules: BookingRules;
}

/**
 * The site's restaurant with its special days from yesterday on, at `now` (from the day before `fromDate` when
 * that is earlier: the owner's day of a past date).
 */
export async function readPartyBookingContext(
  db: Database,
  now: Date,
  fromDate?: string,
): Promise<PartyBookingContext> {
  const id = siteRestaurantId(db);
  const [[row], hours] = await Promise.all([
    db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1),
    db.select().from(openingHours).where(eq(openingHours.restaurantId, id)),
  ]);
  if (!row) throw notFound('The restaurant is not set up yet');
  return {
    restaurantId: row.id,
    timeZone: row.timeZone,
    isActive: row.isActive,
    weekly: toOpeningHours(hours),
    // From the day before: a night that ran past midnight holds the first hours of the next (`serviceStartOn`).
    specialDays: await specialDaysFrom(db, row.id, dayBefore(zonedToday(now, row.timeZone), fromDate)),
    rules: {
      turnMinutesByPartySize: row.turnMinutesByPartySize,
      coversPer15Minutes: row.coversPer15Minutes,
      bookingWindowDays: row.bookingWindowDays,
      bookingCutoffMinutes: row.bookingCutoffMinutes,
      maxOnlinePartySize: row.maxOnlinePartySize,
    },
  };
}

const dayBefore = (today: string, fromDate: string | undefined) =>
  addDaysToIsoDate(fromDate !== undefined && fromDate < today ? fromDate : today, -1);

/** A wall-clock time of a date's service (minutes past 24:00 fall on the next morning), as an instant. */
function serviceInstant(date: string, minutes: number, timeZone: string): Date {
  const days = Math.floor(minutes / DAY_MINUTES);
  return zonedInstant(addDaysToIsoDate(date, days), minutes - days * DAY_MINUTES, timeZone);
}

/** A date's hours as instants [opens, closes), as set: a special day replaces the weekly hours. */
function hoursAsSet(ctx: PartyBookingContext, date: string): { opens: Date; closes: Date } | undefined {
  const window = hoursOnDate(ctx.weekly, ctx.specialDays, date);
  if (!window) return undefined;
  return {
    opens: serviceInstant(date, window.open, ctx.timeZone),
    closes: serviceInstant(date, window.close, ctx.timeZone),
  };
}

/**
 * When a date's service begins: its midnight, or later when the night before runs past it (hours closing after
 * 12:00 AM): the early hours up to that closing are the night before's service, in its book and its day.
 */
export function serviceStartOn(ctx: PartyBookingContext, date: string): Date {
  const midnight = zonedInstant(date, 0, ctx.timeZone);
  const nightBefore = hoursAsSet(ctx, addDaysToIsoDate(date, -1));
  return nightBefore && nightBefore.closes > midnight ? nightBefore.closes : midnight;
}

/**
 * A date's booking hours as instants [opens, closes): a special day replaces the weekly hours, and they begin no
 * earlier than the date's service (a night before open past midnight keeps its hours).
 */
export function bookingHoursOn(
  ctx: PartyBookingContext,
  date: string,
): { opens: Date; closes: Date } | undefined {
  const hours = hoursAsSet(ctx, date);
  if (!hours) return undefined;
  const start = serviceStartOn(ctx, date);
  const opens = hours.opens < start ? start : hours.opens;
  return opens < hours.closes ? { opens, closes: hours.closes } : undefined;
}

/**
 * Every quarter hour of a date's booking hours, counted in real time from the opening (so a day when the clocks
 * change has its real number of quarter hours).
 */
export function quartersOn(ctx: PartyBookingContext, date: string): Date[] {
  const hours = bookingHoursOn(ctx, date);
  if (!hours) return [];
  const quarters: Date[] = [];
  for (let at = hours.opens.getTime(); at < hours.closes.getTime(); at += QUARTER_MS)
    quarters.push(new Date(at));
  return quarters;
}

/**
 * The arrival a guest means by a time of a date: that wall-clock time, or the next morning's for a service that
 * runs past midnight ('12:30 AM' of a night open until 2:00 AM).
 */
export function arrivalOn(ctx: PartyBookingContext, date: string, minutes: number): Date {
  const window = hoursOnDate(ctx.weekly, ctx.specialDays, date);
  const nextMorning = window !== undefined && minutes < window.open && minutes + DAY_MINUTES < window.close;
  return serviceInstant(date, nextMorning ? minutes + DAY_MINUTES : minutes, ctx.timeZone);
}

export const turnMs = (ctx: PartyBookingContext, partySize: number) =>
  turnMinutesFor(partySize, ctx.rules.turnMinutesByPartySize) * MINUTE;

/** Why a party may not arrive then, with the field to show it under. */
export interface PartyProblem {
  field: 'date' | 'time';
  message: string;
}

function minutesText(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  return `${minutes} minutes`;
}

/**
 * Who books: the guest online, or the restaurant for a guest (by phone): the restaurant is held to the hours
 * and the tables only, never to the booking window, the cut-off, the pacing limit or the online party size.
 */
export type BookingBy = 'guest' | 'staff';

/**
 * Whether the restaurant's rules let a party arrive at `arrival` (of `date`): from today up to the booking
 * window (calendar days in the restaurant's zone), inside that date's hours with the whole turn time before
 * closing, and at least the cut-off after now (for the restaurant: not yet past). Tables and pacing are the
 * book's to decide; undefined when fine.
 */
export function partyTimeProblem(
  ctx: PartyBookingContext,
  date: string,
  arrival: Date,
  partySize: number,
  now: Date,
  by: BookingBy = 'guest',
): PartyProblem | undefined {
  const { timeZone } = ctx;
  const rules =
    by === 'staff'
      ? { ...ctx.rules, bookingWindowDays: Number.POSITIVE_INFINITY, bookingCutoffMinutes: 0 }
      : ctx.rules;
  const today = zonedToday(now, timeZone);
  if (date < today) return { field: 'date', message: 'Please choose today or a later date' };
  if (Number.isFinite(rules.bookingWindowDays) && date > addDaysToIsoDate(today, rules.bookingWindowDays)) {
    return { field: 'date', message: `Tables can be booked up to ${rules.bookingWindowDays} days ahead` };
  }
  const hours = bookingHoursOn(ctx, date);
  if (!hours) {
    const special = ctx.specialDays.some((day) => day.date === date);
    return {
      field: 'date',
      message: special ? 'We are closed on that date' : `We are closed on ${weekDayOf(date)}s`,
    };
  }
  const clock = (instant: Date) => formatInZone(instant, timeZone, 'h:mm a');
  if (arrival < hours.opens || arrival >= hours.closes) {
    return {
      field: 'time',
      message: `We are open from ${clock(hours.opens)} to ${clock(hours.closes)} that day`,
    };
  }
  const turn = turnMs(ctx, partySize);
  if (arrival.getTime() + turn > hours.closes.getTime()) {
    const last = new Date(Math.floor((hours.closes.getTime() - turn) / QUARTER_MS) * QUARTER_MS);
    return {
      field: 'time',
      message: `A party of ${partySize} stays ${minutesText(turn / MINUTE)}, so the last time to arrive that day is ${clock(last)}`,
    };
  }
  if (arrival.getTime() < now.getTime() + rules.bookingCutoffMinutes * MINUTE) {
    return {
      field: 'time',
      message:
        rules.bookingCutoffMinutes === 0
          ? 'That time has already passed. Please choose a later time'
          : `Please book at least ${minutesText(rules.bookingCutoffMinutes)} ahead`,
    };
  }
  return undefined;
}

/** Whether a time is on the quarter hour ('7:15 PM'), as every time offered is. */
export const onQuarterHour = (minutes: number) => minutes % 15 === 0;
