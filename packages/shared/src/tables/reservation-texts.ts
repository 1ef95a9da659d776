// The booking form's choices, texts and time parsing, without zod: the tables page shows them and loads the
// schemas (`./reservations`) only with the booking form.
import { parseClock } from '../service-time/opening-hours';

/** Purpose choices of the booking form. */
export const BOOKING_PURPOSES = [
  'Birthday',
  'Anniversary',
  'Business Meeting',
  'Family Dinner',
  'Date Night',
  'Other',
] as const;
export type BookingPurpose = (typeof BOOKING_PURPOSES)[number];

/** Texts of table booking and its messages. */
export const BOOKING_MESSAGES = {
  required: 'Please fill in all required fields',
  booked: 'Table booked successfully!',
  bookFailed: 'Failed to book table',
  conflict: 'This table is already reserved for that time',
  confirmCancel: 'Are you sure you want to cancel this reservation?',
  cancelled: 'Reservation cancelled successfully!',
  cancelFailed: 'Failed to cancel reservation',
  loadFailed: 'Failed to load tables',
} as const;

/**
 * The two answers of the question before a reservation is cancelled, for the customer and the owner alike:
 * neither reads as the other ('Cancel' next to 'Cancel Reservation' would).
 */
export const RESERVATION_CANCEL_CHOICES = {
  keep: 'Keep Reservation',
  confirm: 'Yes, Cancel It',
  busy: 'Cancelling...',
} as const;

const ZERO_PADDED_CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '7:30 PM' (the form's 12-hour slots) or '19:30' → minutes after midnight; undefined otherwise. */
export function parseBookingTime(text: string): number | undefined {
  const twentyFour = ZERO_PADDED_CLOCK.exec(text.trim());
  if (twentyFour) return Number(twentyFour[1]) * 60 + Number(twentyFour[2]);
  return parseClock(text);
}

/**
 * How long a booking holds its table, in minutes: a party's stay is set in minutes (105 for four), a table
 * booked by the hour holds whole hours.
 */
export function reservationMinutes({
  startsAt,
  endsAt,
}: {
  startsAt: string | Date;
  endsAt: string | Date;
}): number {
  return Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000);
}

/** A length in minutes in words, whole hours first: '1 hour', '3 hours', '1 hour 45 minutes', '45 minutes'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 || rest === 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The emailed cancel link's answers and page (it works without signing in, until the booking starts). */
export const CANCEL_LINK_TEXTS = {
  invalid: 'This cancel link is not valid. Sign in to see and cancel your reservations.',
  alreadyCancelled: 'This reservation is already cancelled.',
  started: 'This reservation has already started, so it can no longer be cancelled online. Please call us.',
  cancelled: 'Your reservation is cancelled. We hope to see you another time.',
} as const;
