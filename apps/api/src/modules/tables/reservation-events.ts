import type { AdminReservationEvent, Reservation } from '@flame/shared';
import type { FastifyInstance } from 'fastify';

/** The bus channel of reservation changes; the owner's live dashboard listens to it. */
export const RESERVATION_EVENTS_CHANNEL = 'reservations';

/**
 * Announces a booking or a cancellation on every instance (ids only: views refetch what they show). The change
 * is already saved, so a failed announcement is logged, never turned into a failed answer.
 */
export async function publishReservationEvent(
  app: Pick<FastifyInstance, 'events' | 'log'>,
  type: AdminReservationEvent['type'],
  reservation: Pick<Reservation, '_id' | 'tableId'>,
  now = new Date(),
): Promise<void> {
  const event: AdminReservationEvent = {
    type,
    reservationId: reservation._id,
    tableId: reservation.tableId,
    at: now.toISOString(),
  };
  await app.events.publish(RESERVATION_EVENTS_CHANNEL, event).catch((error: unknown) => {
    app.log.warn({ err: error, event }, 'could not announce a reservation change');
  });
}
