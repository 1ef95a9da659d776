import type { AdminReservationEvent, ReservationChangeActor } from '@flame/shared';
import type { EventBus, SqlExecutor } from '../../plugins/event-bus';
import { tableIdOf } from './table-dto';

/** The bus channel of reservation changes; the owner's dashboard and the customer's own stream listen to it. */
export const RESERVATION_EVENTS_CHANNEL = 'reservations';

/** A reservation change on the bus: the owner's event, plus whose reservation it is and who changed it. */
export interface ReservationBusEvent extends AdminReservationEvent {
  /** The guest's account; null for a booking the restaurant made for a guest without one. */
  userId: string | null;
  by: ReservationChangeActor;
}

/**
 * A booking, a change of its date, time or party, or a cancellation: the changes a customer's own stream tells
 * (the floor's seat, complete, no-show and move go to the owner's dashboards only).
 */
export function isBookingOrCancellation(
  event: unknown,
): event is ReservationBusEvent & { type: 'booked' | 'changed' | 'cancelled' } {
  const candidate = event as Partial<ReservationBusEvent> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.userId === 'string' &&
    typeof candidate.reservationId === 'string' &&
    (candidate.type === 'booked' || candidate.type === 'changed' || candidate.type === 'cancelled')
  );
}

export interface ReservationChange {
  type: AdminReservationEvent['type'];
  reservation: { id: string; tableId: string | null; userId: string | null };
  /**
   * Who made the change: the reservation's customer (for a guest without an account, by their emailed link:
   * null), or someone else (the restaurant).
   */
  actorId: string | null;
  now: Date;
}

/**
 * Announces a change on every instance (ids only: views refetch what they show), naming the
 * reservation's customer and whether they or the restaurant made the change. Published in the transaction
 * that makes the change, it goes out at commit, and never when that rolls back.
 */
export function publishReservationEvent(
  bus: EventBus,
  { type, reservation, actorId, now }: ReservationChange,
  executor: SqlExecutor,
): Promise<void> {
  const event: ReservationBusEvent = {
    type,
    reservationId: reservation.id,
    tableId: tableIdOf(reservation),
    userId: reservation.userId,
    by: reservation.userId === actorId ? 'customer' : 'restaurant',
    at: now.toISOString(),
  };
  return bus.publish(RESERVATION_EVENTS_CHANNEL, event, executor);
}
