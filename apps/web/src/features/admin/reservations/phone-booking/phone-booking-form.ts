import {
  BOOKING_PURPOSES,
  formatClock,
  shortDateText,
  staffBookingBodySchema,
  zonedDateAndMinutes,
  type OwnerBooking,
  type PartyTime,
  type StaffBookingBody,
} from '@flame/shared';
import { z } from 'zod';

/** The booking body's own rules; the occasion select's '' is 'No occasion'. */
export const phoneBookingFormSchema = staffBookingBodySchema.extend({
  occasion: z.union([z.literal(''), z.enum(BOOKING_PURPOSES)]),
});
export type PhoneBookingFormInput = z.input<typeof phoneBookingFormSchema>;
export type PhoneBookingFormOutput = z.output<typeof phoneBookingFormSchema>;

/** Party sizes the form offers; a larger party is arranged another way. */
export const PHONE_BOOKING_PARTY_SIZES = Array.from({ length: 20 }, (_, index) => index + 1);
export const PHONE_BOOKING_DEFAULT_PARTY = 2;

/** The party sizes to offer: the form's, and a booking's own size too when it is larger (an accepted request). */
export function partySizeChoices(own?: number): number[] {
  return own === undefined || PHONE_BOOKING_PARTY_SIZES.includes(own)
    ? PHONE_BOOKING_PARTY_SIZES
    : [...PHONE_BOOKING_PARTY_SIZES, own];
}

/** '7:30 PM' for an instant of the availability answer, on the restaurant's clock. */
export function bookingTimeLabel(time: string, timeZone: string): string {
  return formatClock(zonedDateAndMinutes(new Date(time), timeZone).minutes);
}

/**
 * The times the owner can book the party at, as the Time select offers them ('7:30 PM'), in the day's order.
 */
export function offeredTimeLabels(times: readonly PartyTime[], timeZone: string): string[] {
  return times.filter((time) => time.available).map((time) => bookingTimeLabel(time.time, timeZone));
}

/** What the form sends: the fields left empty (email, occasion, note) are left out. */
export function phoneBookingBody(fields: PhoneBookingFormOutput): StaffBookingBody {
  const { occasion, note, guest, ...when } = fields;
  return {
    ...when,
    guest: { name: guest.name, phone: guest.phone, ...(guest.email ? { email: guest.email } : {}) },
    ...(occasion ? { occasion } : {}),
    ...(note ? { note } : {}),
  };
}

/** The toast's second line: whose booking, for how many, and when ('Thu, Nov 26 at 7:30 PM'), whatever day is shown. */
export function bookedText(booking: Pick<OwnerBooking, 'name' | 'partySize' | 'time'>, date: string): string {
  return `${booking.name}, party of ${booking.partySize}, ${shortDateText(date)} at ${booking.time}`;
}
