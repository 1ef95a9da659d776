import type { Reservation } from '@flame/shared';

/** The Reservations section's summary cards: reservations, distinct tables (every one of a combination), hours. */
export function reservationSummary(reservations: readonly Reservation[]) {
  return {
    total: reservations.length,
    tables: new Set(reservations.flatMap((r) => r.tables.map((t) => t._id))).size,
    hours: reservations.reduce((sum, r) => sum + r.reservedFor, 0),
  };
}

/** The purpose shown for a reservation: 'General' when none was given. */
export function purposeText(purpose: string): string {
  return purpose.trim() || 'General';
}
