import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../common/constants';
import { formatClock, zonedToday, type OpeningHour } from '../service-time/opening-hours';
import {
  BOOKING_FIRST_SLOT,
  BOOKING_LAST_SLOT,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_SLOT_STEP_MINUTES,
} from './reservation-slots';
import { addDaysToIsoDate, isIsoDate, weekDayOf, zonedInstant } from '../service-time/calendar-dates';
import { hoursOnDate, type SpecialDayHours } from '../service-time/special-days';

export interface BookingRequest {
  /** 'YYYY-MM-DD' in the restaurant's time zone. */
  date: string;
  /** Minutes after midnight in the restaurant's time zone. */
  minutes: number;
  /** Whole hours. */
  duration: number;
  guests: number;
}

export interface BookingContext {
  hours: readonly OpeningHour[];
  timeZone: string;
  now: Date;
  /** Seats of the chosen table. */
  seats: number;
  /** Dates whose hours replace the weekly ones. */
  specialDays?: readonly SpecialDayHours[];
}

/** Why a booking is refused, with the form field to show it under. */
export interface BookingProblem {
  field: 'reservedDate' | 'reservedTime' | 'reservedFor' | 'guests';
  message: string;
}

/**
 * The booking rules, shared by the form and the server: a real date, not in
 * the past and at most 90 days ahead; a 30-minute slot from 10:00 AM to 9:30 PM; the whole stay inside the day's
 * opening hours; 1 to 8 hours; 1 guest up to the table's seats. Undefined when the booking is fine.
 * (Overlaps with other bookings are the database's to refuse.)
 */
export function bookingProblem(request: BookingRequest, context: BookingContext): BookingProblem | undefined {
  const { date, minutes, duration, guests } = request;
  const { hours, timeZone, now, seats } = context;

  if (!isIsoDate(date)) return { field: 'reservedDate', message: 'Please choose a valid date' };
  const today = zonedToday(now, timeZone);
  if (date < today) return { field: 'reservedDate', message: 'Please choose today or a later date' };
  if (date > addDaysToIsoDate(today, BOOKING_MAX_DAYS_AHEAD)) {
    return {
      field: 'reservedDate',
      message: `Tables can be reserved up to ${BOOKING_MAX_DAYS_AHEAD} days ahead`,
    };
  }

  const onSlot =
    Number.isInteger(minutes) &&
    minutes >= BOOKING_FIRST_SLOT &&
    minutes <= BOOKING_LAST_SLOT &&
    (minutes - BOOKING_FIRST_SLOT) % BOOKING_SLOT_STEP_MINUTES === 0;
  if (!onSlot) {
    return {
      field: 'reservedTime',
      message: `Please choose a time from ${formatClock(BOOKING_FIRST_SLOT)} to ${formatClock(BOOKING_LAST_SLOT)}, on the hour or half hour`,
    };
  }
  if (zonedInstant(date, minutes, timeZone).getTime() <= now.getTime()) {
    return { field: 'reservedTime', message: 'That time has already passed. Please choose a later time' };
  }

  const special = context.specialDays?.find((day) => day.date === date);
  const window = hoursOnDate(hours, context.specialDays ?? [], date);
  if (!window) {
    const message = special ? 'We are closed on that date' : `We are closed on ${weekDayOf(date)}s`;
    return { field: 'reservedDate', message };
  }
  if (minutes < window.open || minutes >= window.close) {
    return {
      field: 'reservedTime',
      message: `We are open from ${formatClock(window.open)} to ${formatClock(window.close)} that day`,
    };
  }

  if (!Number.isInteger(duration) || duration < BOOKING_MIN_HOURS || duration > BOOKING_MAX_HOURS) {
    return {
      field: 'reservedFor',
      message: `Duration must be a whole number from ${BOOKING_MIN_HOURS} to ${BOOKING_MAX_HOURS} hours`,
    };
  }
  if (minutes + duration * 60 > window.close) {
    return {
      field: 'reservedFor',
      message: `The reservation must end by closing time (${formatClock(window.close)})`,
    };
  }

  if (!Number.isInteger(guests) || guests < 1) {
    return { field: 'guests', message: 'Please enter at least 1 guest' };
  }
  if (guests > seats) {
    return {
      field: 'guests',
      message: `This table seats up to ${seats} ${seats === 1 ? 'guest' : 'guests'}`,
    };
  }
  return undefined;
}
