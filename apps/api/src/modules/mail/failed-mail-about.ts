import { formatInZone, orderName } from '@flame/shared';

/** What a message's payload points at, as the failed-mail list reads it. */
export interface MailSubjectRow {
  orderNumber: number | null;
  bookingGuests: number | null;
  bookingStartsAt: Date | null;
  waitlistName: string | null;
  waitlistPartySize: number | null;
}

/**
 * The order or booking a message told about, in the owner's words ('Order 1014', 'Booking for 4 on Sat, Dec 19,
 * 7:30 PM' in the restaurant's time zone, 'Waitlist: Asha, party of 3'); null for a message about neither.
 */
export function failedMailAbout(row: MailSubjectRow, timeZone: string): string | null {
  if (row.orderNumber !== null) return orderName(row.orderNumber);
  if (row.bookingGuests !== null && row.bookingStartsAt !== null)
    return `Booking for ${row.bookingGuests} on ${formatInZone(row.bookingStartsAt, timeZone, 'EEE, MMM d, h:mm a')}`;
  if (row.waitlistName !== null && row.waitlistPartySize !== null)
    return `Waitlist: ${row.waitlistName}, party of ${row.waitlistPartySize}`;
  return null;
}
