// The texts of booking by party size, without zod: /tables shows them, and loads the schemas
// (`./party-reservations`) only with the booking form.

export const PARTY_BOOKING_MESSAGES = {
  booked: 'Table booked successfully!',
  requested: 'Your request is sent. The restaurant will confirm it by email.',
  taken: 'No table is free for your party at that time. Please choose another time',
  full: 'We are fully booked at that time. Please choose another time',
  step: 'Times are every 15 minutes (for example 7:00, 7:15, 7:30)',
} as const;

/** 'Table 4', or every table of a combination: 'Tables 3 and 4', 'Tables 1, 2 and 3'. */
export function tablesText(numbers: readonly number[]): string {
  if (numbers.length <= 1) return `Table ${numbers[0] ?? ''}`;
  return `Tables ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** Where a reservation sits: every table it holds, 'Table 4' or 'Tables 3, 4 and 10'. */
export function reservationTablesText(reservation: { tables: readonly { tableNumber: number }[] }): string {
  return tablesText(reservation.tables.map((t) => t.tableNumber));
}

/** The word a reservation's tables go under: 'Table', or 'Tables' for a combination. */
export function tablesTerm(reservation: { tables: readonly unknown[] }): 'Table' | 'Tables' {
  return reservation.tables.length > 1 ? 'Tables' : 'Table';
}
