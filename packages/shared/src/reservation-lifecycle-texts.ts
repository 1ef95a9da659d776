/** The owner's words for each state and each change (plain texts: the web app imports them without zod). */
export const RESERVATION_STATUS_LABELS = {
  requested: 'Request',
  active: 'Booked',
  seated: 'Seated',
  completed: 'Completed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
  declined: 'Declined',
} as const;

export const RESERVATION_CHANGE_MESSAGES = {
  seated: 'Party seated',
  completed: 'Booking completed',
  'no-show': 'Marked as a no-show',
  cancelled: 'Reservation cancelled; the guest is emailed',
  confirmed: 'Request accepted; the guest is emailed',
  declined: 'Request declined; the guest is emailed',
  notFound: 'Reservation not found',
  noTables: 'No table is free for this party at that time',
} as const;

/** '2 no-shows' for the owner's eyes; nothing for none. */
export function noShowLabel(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 no-show' : `${count} no-shows`;
}
