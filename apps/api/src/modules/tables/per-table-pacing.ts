import {
  addDaysToIsoDate,
  bookingProblem,
  formatClock,
  openSlots,
  PARTY_BOOKING_MESSAGES,
  zonedInstant,
  type SpecialDayHours,
} from '@flame/shared';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  coversArriving,
  coversInQuarter,
  freeTables,
  readBook,
  takeBookingLock,
} from '../reservations/book-state';
import type { BookingRestaurant } from './restaurant-context';

const HOUR_MS = 60 * 60 * 1000;
const NEAREST_COUNT = 3;

/** What a per-table booking asks for, in the restaurant's terms. */
export interface TableStay {
  tableId: string;
  date: string;
  minutes: number;
  startsAt: Date;
  hours: number;
  guests: number;
}

/** Thrown inside the booking's transaction when the quarter hour of the arrival has no covers left. */
export class PacingFull extends Error {
  constructor() {
    super(PARTY_BOOKING_MESSAGES.full);
  }
}

/**
 * Holds a per-table booking to the restaurant's pacing, inside its transaction: the restaurant's booking lock
 * (the one party bookings take, after the account's row lock and before the table's), then the guests already
 * arriving in that quarter hour, so a party booking and a per-table one cannot both take its last covers.
 */
export async function assertPacingAllows(
  tx: Transaction,
  restaurant: BookingRestaurant,
  stay: Pick<TableStay, 'startsAt' | 'guests'>,
): Promise<void> {
  const limit = restaurant.coversPer15Minutes;
  if (limit === null) return;
  await takeBookingLock(tx, restaurant.id);
  if ((await coversInQuarter(tx, restaurant.id, stay.startsAt)) + stay.guests > limit) throw new PacingFull();
}

/**
 * The 409 of a per-table booking refused by pacing: the slots of that date, nearest first (the earlier of two as
 * near), at which the same table, for the same stay and guests, is free and within pacing ('7:30 PM').
 */
export async function pacingRefusal(
  db: Database,
  restaurant: BookingRestaurant,
  stay: TableStay,
  seats: number,
  specialDays: readonly SpecialDayHours[],
  now: Date,
): Promise<AppError> {
  const { timeZone } = restaurant;
  const from = zonedInstant(stay.date, 0, timeZone);
  const to = zonedInstant(addDaysToIsoDate(stay.date, 1), 0, timeZone);
  const book = await readBook(db, restaurant.id, from, to, new Date(to.getTime() + stay.hours * HOUR_MS));
  const limit = restaurant.coversPer15Minutes ?? Number.POSITIVE_INFINITY;
  const fits = openSlots(restaurant.hours, stay.date, timeZone, now, specialDays).filter((minutes) => {
    const request = { date: stay.date, minutes, duration: stay.hours, guests: stay.guests };
    if (bookingProblem(request, { hours: restaurant.hours, timeZone, now, seats, specialDays })) return false;
    const start = zonedInstant(stay.date, minutes, timeZone);
    const end = new Date(start.getTime() + stay.hours * HOUR_MS);
    return (
      coversArriving(book, start) + stay.guests <= limit &&
      freeTables(book, start, end).some((table) => table.id === stay.tableId)
    );
  });
  const nearestTimes = fits
    .sort((a, b) => Math.abs(a - stay.minutes) - Math.abs(b - stay.minutes) || a - b)
    .slice(0, NEAREST_COUNT)
    .map(formatClock);
  const message = PARTY_BOOKING_MESSAGES.full;
  return new AppError(409, message, { reservedTime: [message], nearestTimes });
}
