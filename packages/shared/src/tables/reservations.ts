import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInBounds } from '../common/date-bounds';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, TABLE_SEATS_MAX } from '../common/constants';
import { BOOKING_PURPOSES, parseBookingTime } from './reservation-texts';
import { isIsoDate } from '../service-time/calendar-dates';
import { optionalPhoneSchema } from '../common/phone';

const wholeNumber = (label: string, min: number, max: number, message: string) =>
  z.coerce
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
    .int(message)
    .min(min, message)
    .max(max, message);

/**
 * The booking form's fields, guests included (the screen always asks for them). Date and time are read in the
 * restaurant's time zone; the server also checks the past, opening hours and the table's seats.
 */
export const bookingBodySchema = z.object({
  tableId: z.string({ error: 'Please choose a table' }).trim().min(1, 'Please choose a table').max(64),
  reservedDate: z
    .string({ error: 'Please choose a date' })
    .min(1, { error: 'Please choose a date', abort: true })
    .refine(isIsoDate, { error: 'Please choose a valid date', abort: true })
    .refine(isDateInBounds, DATE_OUT_OF_RANGE_MESSAGE),
  reservedTime: z
    .string({ error: 'Please choose a time' })
    .min(1, { error: 'Please choose a time', abort: true })
    .refine((text) => parseBookingTime(text) !== undefined, 'Please choose a valid time'),
  reservedFor: wholeNumber(
    'Duration',
    BOOKING_MIN_HOURS,
    BOOKING_MAX_HOURS,
    `Duration must be a whole number from ${BOOKING_MIN_HOURS} to ${BOOKING_MAX_HOURS} hours`,
  ),
  guests: wholeNumber(
    'Guests',
    1,
    TABLE_SEATS_MAX,
    `Guests must be a whole number from 1 to ${TABLE_SEATS_MAX}`,
  ),
  purpose: z.enum(BOOKING_PURPOSES, { error: 'Please choose a purpose' }),
});
export type BookingBody = z.infer<typeof bookingBodySchema>;

/** Guests when a booking names none: two, or fewer when the table seats fewer. */
export const BOOKING_DEFAULT_GUESTS = 2;

/**
 * `POST /api/restaurants/table/book`: the form's fields, where guests may be left out (see the default), and
 * the phone to call a late party on (checkout's rule; left out or '', the owner sees the profile's phone).
 */
export const bookTableBodySchema = bookingBodySchema.extend({
  guests: bookingBodySchema.shape.guests.optional(),
  phone: optionalPhoneSchema.optional(),
});
export type BookTableBody = z.infer<typeof bookTableBodySchema>;

/**
 * `POST /api/restaurants/table/unbook-table` and `/api/restaurants/unbook-table`: a reservation by its id, or by
 * its table (the client sends `tableId`): then the caller's (or for the owner, anyone's) current or next one.
 */
export const unbookBodySchema = z
  .object({
    reservationId: z.string().trim().min(1).max(64).optional(),
    tableId: z.string().trim().min(1).max(64).optional(),
    /** The owner's reason, told to the guest by email and on the booking's page; a guest's own is not kept. */
    reason: z.string().trim().max(300, 'Reason must be at most 300 characters').default(''),
  })
  .refine((body) => body.reservationId !== undefined || body.tableId !== undefined, {
    message: 'Please choose a reservation to cancel',
    path: ['reservationId'],
  });
export type UnbookBody = z.infer<typeof unbookBodySchema>;

export const reservedBySchema = z.object({ name: z.string(), email: z.string() });
export type ReservedBy = z.infer<typeof reservedBySchema>;

/** A reservation as its owner (or the restaurant owner) sees it. Times in the restaurant's time zone. */
export const reservationSchema = z.object({
  _id: z.string(),
  tableId: z.string(),
  tableNumber: z.number(),
  /** Every table it holds, smallest number first: one, or the several of a combination. */
  tables: z.array(z.object({ _id: z.string(), tableNumber: z.number() })),
  /** The seats of all its tables together. */
  seats: z.number(),
  /** ISO date-times of the half-open range [startsAt, endsAt). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'YYYY-MM-DD' and '7:00 PM', in the restaurant's time zone. */
  reservedDate: z.string(),
  reservedTime: z.string(),
  /** Hours. */
  reservedFor: z.number(),
  guests: z.number(),
  purpose: z.string(),
  reservedBy: reservedBySchema,
  /** For the owner: the booking's phone, else the guest's profile phone (null for none). */
  phone: z.string().nullable().optional(),
  /** For the owner: the guest's no-shows across their bookings. */
  noShows: z.number().optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.array(reservationSchema);
