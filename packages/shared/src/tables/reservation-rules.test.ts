import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../service-time/opening-hours';
import { bookingProblem, type BookingContext, type BookingRequest } from './reservation-rules';
import { maxBookingHours, openSlots } from './reservation-slots';
import { parseBookingTime } from './reservation-texts';
import { bookingBodySchema } from './reservations';

const CHICAGO = 'America/Chicago';
// Monday 2026-11-23, 3:10 PM in Chicago.
const NOW = new Date('2026-11-23T15:10:00-06:00');
const context: BookingContext = { hours: DEFAULT_OPENING_HOURS, timeZone: CHICAGO, now: NOW, seats: 4 };
const ok: BookingRequest = { date: '2026-11-24', minutes: 19 * 60, duration: 2, guests: 4 };
const problem = (change: Partial<BookingRequest>, ctx: Partial<BookingContext> = {}) =>
  bookingProblem({ ...ok, ...change }, { ...context, ...ctx });

describe('booking rules', () => {
  it('accepts a booking inside opening hours for up to the table seats', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ date: '2026-11-23', minutes: 15 * 60 + 30 })).toBeUndefined();
    // Ends exactly at closing time (9:00 PM on Tuesday).
    expect(problem({ minutes: 13 * 60, duration: 8 })).toBeUndefined();
  });

  it('refuses the past', () => {
    expect(problem({ date: '2026-11-22' })).toEqual({
      field: 'reservedDate',
      message: 'Please choose today or a later date',
    });
    expect(problem({ date: '2026-11-23', minutes: 15 * 60 })).toEqual({
      field: 'reservedTime',
      message: 'That time has already passed. Please choose a later time',
    });
  });

  it('refuses dates too far ahead and dates that do not exist', () => {
    expect(problem({ date: '2027-03-01' })?.message).toBe('Tables can be reserved up to 90 days ahead');
    expect(problem({ date: '2026-11-31' })?.field).toBe('reservedDate');
  });

  it('refuses times off the 30-minute slots from 10:00 AM to 9:30 PM', () => {
    for (const minutes of [9 * 60 + 30, 19 * 60 + 15, 22 * 60]) {
      expect(problem({ minutes })).toEqual({
        field: 'reservedTime',
        message: 'Please choose a time from 10:00 AM to 9:30 PM, on the hour or half hour',
      });
    }
  });

  it('refuses closed days, closed times, and stays that run past closing', () => {
    expect(problem({ date: '2026-11-29', minutes: 10 * 60 })).toEqual({
      field: 'reservedTime',
      message: 'We are open from 11:00 AM to 8:00 PM that day',
    });
    expect(problem({ minutes: 21 * 60 })?.message).toBe('We are open from 10:00 AM to 9:00 PM that day');
    expect(problem({ minutes: 20 * 60, duration: 2 })).toEqual({
      field: 'reservedFor',
      message: 'The reservation must end by closing time (9:00 PM)',
    });
    const closedTuesday = DEFAULT_OPENING_HOURS.map((h) =>
      h.day === 'Tuesday' ? { ...h, isClosed: true, open: null, close: null } : h,
    );
    expect(problem({}, { hours: closedTuesday })).toEqual({
      field: 'reservedDate',
      message: 'We are closed on Tuesdays',
    });
  });

  it('refuses durations outside 1 to 8 hours and more guests than seats', () => {
    for (const duration of [0, 9, 1.5]) {
      expect(problem({ minutes: 10 * 60, duration })?.field).toBe('reservedFor');
    }
    expect(problem({ guests: 5 })).toEqual({ field: 'guests', message: 'This table seats up to 4 guests' });
    expect(problem({ guests: 0 })?.field).toBe('guests');
    expect(problem({ guests: 2 }, { seats: 1 })?.message).toBe('This table seats up to 1 guest');
  });

  it('accepts exactly what the form offers: every open slot with every duration that fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (dayOffset, seats, guests) => {
          const date = new Date(Date.UTC(2026, 10, 23 + dayOffset)).toISOString().slice(0, 10);
          for (const minutes of openSlots(DEFAULT_OPENING_HOURS, date, CHICAGO, NOW)) {
            const longest = maxBookingHours(DEFAULT_OPENING_HOURS, date, minutes);
            for (let duration = 1; duration <= 8; duration += 1) {
              const result = bookingProblem({ date, minutes, duration, guests }, { ...context, seats });
              if (duration > longest) expect(result?.field).toBe('reservedFor');
              else if (guests > seats) expect(result?.field).toBe('guests');
              else expect(result).toBeUndefined();
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('booking body', () => {
  const body = {
    tableId: 'table-1',
    reservedDate: '2026-11-24',
    reservedTime: '7:00 PM',
    reservedFor: 2,
    guests: 2,
    purpose: 'Birthday',
  };

  it('reads the form fields, numbers from text too', () => {
    expect(bookingBodySchema.parse({ ...body, reservedFor: '3', guests: '4' })).toMatchObject({
      reservedFor: 3,
      guests: 4,
    });
  });

  it('names each missing or wrong field', () => {
    const result = bookingBodySchema.safeParse({
      ...body,
      purpose: 'Party',
      reservedFor: 9,
      reservedTime: '',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['purpose', 'reservedFor', 'reservedTime']);
  });

  it('reads 12-hour and 24-hour times', () => {
    expect(parseBookingTime('7:30 PM')).toBe(19 * 60 + 30);
    expect(parseBookingTime('19:30')).toBe(19 * 60 + 30);
    expect(parseBookingTime('7:30')).toBeUndefined();
    expect(parseBookingTime('25:00')).toBeUndefined();
  });
});
