import { z } from 'zod';
import { BOOKING_RULE_LIMITS } from './booking-rules';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInBounds } from '../common/date-bounds';
import { requiredPhoneSchema } from '../common/phone';
import { staffGuestSchema } from '../common/staff-guest';
import { BOOKING_PURPOSES, parseBookingTime } from './reservation-texts';
import { isIsoDate } from '../service-time/calendar-dates';
import { reservedBySchema } from './reservations';

const { min: PARTY_MIN, max: PARTY_MAX } = BOOKING_RULE_LIMITS.partySize;
const PARTY_SIZE_MESSAGE = `Party size must be a whole number from ${PARTY_MIN} to ${PARTY_MAX}`;
export const PARTY_NOTE_MAX = 500;

const partySize = z.coerce
  .number({ error: (issue) => (issue.input === undefined ? 'Party size is required' : PARTY_SIZE_MESSAGE) })
  .int(PARTY_SIZE_MESSAGE)
  .min(PARTY_MIN, PARTY_SIZE_MESSAGE)
  .max(PARTY_MAX, PARTY_SIZE_MESSAGE);

const bookingDate = z
  .string({ error: 'Please choose a date' })
  .min(1, { error: 'Please choose a date', abort: true })
  .refine(isIsoDate, { error: 'Give a date as YYYY-MM-DD', abort: true })
  .refine(isDateInBounds, DATE_OUT_OF_RANGE_MESSAGE);

/** `GET /api/reservations/availability?date=YYYY-MM-DD&partySize=N`. */
export const partyAvailabilityQuerySchema = z.strictObject({ date: bookingDate, partySize });
export type PartyAvailabilityQuery = z.infer<typeof partyAvailabilityQuerySchema>;

/** One quarter hour of a day's booking hours: its instant (ISO), and whether the party can book it now. */
export const partyTimeSchema = z.object({ time: z.string(), available: z.boolean() });
export type PartyTime = z.infer<typeof partyTimeSchema>;

/**
 * `POST /api/reservations`: a party size and a time ('7:30 PM' on the restaurant's clock, every 15 minutes);
 * the server assigns the table or tables.
 */
export const partyBookingBodySchema = z.object({
  date: bookingDate,
  time: z
    .string({ error: 'Please choose a time' })
    .min(1, { error: 'Please choose a time', abort: true })
    .refine((text) => parseBookingTime(text) !== undefined, 'Please choose a valid time, such as 7:30 PM'),
  partySize,
  phone: requiredPhoneSchema('Please enter a phone number'),
  occasion: z.enum(BOOKING_PURPOSES, { error: 'Please choose an occasion from the list' }).optional(),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(PARTY_NOTE_MAX, `Note must be at most ${PARTY_NOTE_MAX} characters`)
    .optional(),
});
export type PartyBookingBody = z.infer<typeof partyBookingBodySchema>;

/** 'active': booked with its tables; 'requested': a party larger than booked online, waiting for the owner. */
export const PARTY_RESERVATION_STATUSES = ['active', 'requested'] as const;

/** A booking by party size as its guest (and the owner) sees it; times in the restaurant's zone. */
export const partyReservationSchema = z.object({
  _id: z.string(),
  status: z.enum(PARTY_RESERVATION_STATUSES),
  /** 'YYYY-MM-DD' and '7:30 PM', in the restaurant's time zone. */
  date: z.string(),
  time: z.string(),
  /** ISO date-times of the half-open range [startsAt, endsAt): the arrival and the end of the turn time. */
  startsAt: z.string(),
  endsAt: z.string(),
  partySize: z.number(),
  phone: z.string(),
  occasion: z.string().nullable(),
  note: z.string().nullable(),
  /** The assigned tables' numbers, smallest first; empty for a request. */
  tables: z.array(z.number()),
  reservedBy: reservedBySchema,
});
export type PartyReservation = z.infer<typeof partyReservationSchema>;

/**
 * `POST /api/reservations/staff` (the owner): a party booked for a guest who called or came by, without an
 * account. The server assigns the tables as for an online booking; the owner may book any party size the tables
 * seat, any time from now inside the hours (no notice, no booking window) and past the pacing limit.
 */
export const staffBookingBodySchema = partyBookingBodySchema.omit({ phone: true }).extend({
  guest: staffGuestSchema,
});
export type StaffBookingBody = z.infer<typeof staffBookingBodySchema>;
export type StaffBookingInput = z.input<typeof staffBookingBodySchema>;

/**
 * `GET /api/reservations/staff/availability`: the times the owner may book that party on that date; with
 * `except` (a booking's id), the times that booking may be changed to (its own tables count as free).
 */
export const staffAvailabilityQuerySchema = partyAvailabilityQuerySchema.extend({
  except: z.string().trim().min(1).max(100).optional(),
});

export const STAFF_BOOKING_MESSAGE = 'Booking added';

/**
 * `PATCH /api/reservations/{id}` (the owner): a booked party's new date, time and size, as the guest asked by
 * phone. The tables are assigned again under the owner's rules (the hours and the tables only); the guest is
 * emailed the booking as it now is.
 */
export const bookingChangeBodySchema = partyBookingBodySchema.pick({
  date: true,
  time: true,
  partySize: true,
});
export type BookingChangeBody = z.infer<typeof bookingChangeBodySchema>;
export type BookingChangeInput = z.input<typeof bookingChangeBodySchema>;

export const BOOKING_CHANGE_MESSAGES = {
  changed: 'Booking changed',
  notChangeable: (state: string) => `This booking is ${state} and cannot be changed`,
} as const;
