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

/** What `PATCH /api/reservations/{id}/tables` answers (the owner moves a booking to other tables). */
export const RESERVATION_MOVE_MESSAGES = {
  moved: 'Booking moved',
  unknownTable: (numbers: readonly number[]) =>
    `There is no table ${numbers.join(' or ')} in this restaurant`,
  tooSmall: (seats: number, partySize: number) =>
    `These tables seat ${seats}, fewer than the party of ${partySize}`,
  notCombinable: 'These tables cannot be pushed together',
  taken: 'Those tables are taken at that time',
  notMovable: (state: string) => `This booking is ${state} and cannot be moved`,
} as const;

/** '2 no-shows' for the owner's eyes; nothing for none. */
export function noShowLabel(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 no-show' : `${count} no-shows`;
}
