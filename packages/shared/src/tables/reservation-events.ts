// What a customer's live stream of their own reservations sends, without zod (the tables page reads it).

import { tablesText } from './party-reservation-texts';

/**
 * `GET /api/restaurants/reservations/events` sends, each as a named Server-Sent Event: 'ready' once open, then
 * 'reservation' when one of the customer's reservations is booked, changed or cancelled, and 'resync' when events may
 * have been missed (refetch). Views refetch what they show.
 */
export const MY_RESERVATION_EVENT_NAMES = ['ready', 'reservation', 'resync'] as const;

/** Who made a change: the customer themselves (on any device) or the restaurant. */
export const RESERVATION_CHANGE_ACTORS = ['customer', 'restaurant'] as const;
export type ReservationChangeActor = (typeof RESERVATION_CHANGE_ACTORS)[number];

export interface MyReservationEvent {
  /** 'changed': the restaurant changed its date, time or party size (the guest asked, by phone). */
  type: 'booked' | 'changed' | 'cancelled';
  reservationId: string;
  tableId: string;
  by: ReservationChangeActor;
  at: string;
}

/**
 * The line 'Your Reservation' shows when the restaurant cancelled one of the customer's reservations, naming
 * every table it held ('Tables 3 and 4').
 */
export function cancelledByRestaurantText(tableNumbers: readonly number[], when: string): string {
  return `Your reservation of ${tablesText(tableNumbers)} on ${when} was cancelled by the restaurant.`;
}
