import { reservationMinutes, type Reservation } from '@flame/shared';

/**
 * The Reservations section's summary cards: reservations, distinct tables (every one of a combination), and
 * their length together in minutes.
 */
export function reservationSummary(reservations: readonly Reservation[]) {
  return {
    total: reservations.length,
    tables: new Set(reservations.flatMap((r) => r.tables.map((t) => t._id))).size,
    minutes: reservations.reduce((sum, r) => sum + reservationMinutes(r), 0),
  };
}

/** The purpose shown for a reservation: 'General' when none was given. */
export function purposeText(purpose: string): string {
  return purpose.trim() || 'General';
}
