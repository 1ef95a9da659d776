import { zonedToday, type Guest } from '@flame/shared';
import { toCsv } from '../reports/csv';

/**
 * The guest book as the reports' CSV (UTF-8 with a byte order mark, RFC 4180 quoting, no formulas): one line a
 * guest, dates as YYYY-MM-DD in the restaurant's time zone, money as plain dollars, several emails, phones or
 * tags joined with '; '.
 */
export function guestsCsv(guests: readonly Guest[], timeZone: string): string {
  const day = (instant: string | null) => (instant ? zonedToday(new Date(instant), timeZone) : '');
  return toCsv(
    [
      'Name',
      'Email',
      'Phone',
      'Other emails',
      'Other phones',
      'Orders',
      'Total spent',
      'Visits',
      'No-shows',
      'Last visit',
      'Marketing consent',
      'Consent given on',
      'Tags',
      'Notes',
      'Guest id',
    ],
    guests.map((guest) => [
      guest.name,
      guest.email ?? '',
      guest.phone ?? '',
      guest.otherEmails.join('; '),
      guest.otherPhones.join('; '),
      guest.orders,
      guest.totalSpent.toFixed(2),
      guest.visits,
      guest.noShows,
      day(guest.lastVisit),
      guest.marketingConsent,
      day(guest.marketingConsentAt),
      guest.tags.join('; '),
      guest.notes,
      guest.id,
    ]),
  );
}
