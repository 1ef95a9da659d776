import { noShowLabel, RESERVATION_STATUS_LABELS, tablesText, type OwnerBooking } from '@flame/shared';

export const partyText = (size: number) => `party of ${size}`;

/** 'Table 4', 'Tables 1 and 2', as everywhere else; a request has no table yet. */
export const bookingTablesText = (booking: OwnerBooking) =>
  booking.tables.length === 0 ? 'No table yet' : tablesText(booking.tables.map((t) => t.tableNumber));

/** What a bar says aloud: who, how many, when, where, why, their record and the state. */
export function bookingLabel(booking: OwnerBooking): string {
  return [
    booking.name,
    partyText(booking.partySize),
    booking.time,
    bookingTablesText(booking),
    booking.occasion,
    noShowLabel(booking.noShows),
    RESERVATION_STATUS_LABELS[booking.status],
  ]
    .filter(Boolean)
    .join(', ');
}

/** A bar's colours by state: the book at a glance. */
export const STATUS_LOOK: Record<OwnerBooking['status'], string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-400 border-dashed border',
  active: 'bg-brand-50 text-brand-900 ring-brand-300',
  seated: 'bg-emerald-50 text-emerald-900 ring-emerald-400',
  completed: 'bg-stone-100 text-stone-600 ring-stone-300',
  'no-show': 'bg-red-50 text-red-800 ring-red-300 line-through decoration-red-400',
  cancelled: 'bg-stone-50 text-stone-500 ring-stone-200',
  declined: 'bg-stone-50 text-stone-500 ring-stone-200',
};
