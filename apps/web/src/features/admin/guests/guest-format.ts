import { formatInZone, formatPrice, type Guest, type GuestHistoryEntry } from '@flame/shared';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The guest's figures as the list and the guest's page show them: '3 visits · $61.25 spent · 1 no-show'. */
export function guestFigures(guest: Guest): string[] {
  const figures = [
    count(guest.visits, 'visit', 'visits'),
    count(guest.orders, 'order', 'orders'),
    `${formatPrice(guest.totalSpent)} spent`,
  ];
  if (guest.noShows > 0) figures.push(count(guest.noShows, 'no-show', 'no-shows'));
  return figures;
}

/** 'Last visit May 18, 2032' on the restaurant's calendar, or 'No visit yet'. */
export function lastVisitText(guest: Guest, timeZone: string): string {
  return guest.lastVisit
    ? `Last visit ${formatInZone(guest.lastVisit, timeZone, 'MMM d, yyyy')}`
    : 'No visit yet';
}

/** Whether the guest may be sent marketing email, and since when. */
export function consentText(guest: Guest, timeZone: string): string {
  if (!guest.marketingConsent) return 'No marketing email: the guest has not agreed to it';
  return guest.marketingConsentAt
    ? `Agreed to marketing email on ${formatInZone(guest.marketingConsentAt, timeZone, 'MMM d, yyyy')}`
    : 'Agreed to marketing email';
}

const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  seated: 'Seated',
  active: 'Booked',
  requested: 'Requested',
  declined: 'Declined',
  new: 'New',
  handled: 'Handled',
};

/** A history line's status as a word: 'No-show', 'Booked'; order steps capitalised ('Preparing'). */
export function historyStatus(entry: GuestHistoryEntry): string {
  return STATUS_LABELS[entry.status] ?? entry.status.charAt(0).toUpperCase() + entry.status.slice(1);
}
