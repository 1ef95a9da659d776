import type { AdminReservationEvent, Reservation, ReservationChangeActor } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reservations } from '../../db/schema';
import type { SessionUser } from '../auth/service';

/** The bus channel of reservation changes; the owner's dashboard and the customer's own stream listen to it. */
export const RESERVATION_EVENTS_CHANNEL = 'reservations';

/** A reservation change on the bus: the owner's event, plus whose reservation it is and who changed it. */
export interface ReservationBusEvent extends AdminReservationEvent {
  userId: string;
  by: ReservationChangeActor;
}

export function isReservationBusEvent(event: unknown): event is ReservationBusEvent {
  const candidate = event as Partial<ReservationBusEvent> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.userId === 'string' &&
    typeof candidate.reservationId === 'string' &&
    (candidate.type === 'booked' || candidate.type === 'cancelled')
  );
}

/**
 * Announces a booking or a cancellation on every instance (ids only: views refetch what they show), naming the
 * reservation's customer and whether they or the restaurant made the change. The change is already saved, so a
 * failed announcement is logged, never turned into a failed answer.
 */
export async function publishReservationEvent(
  app: Pick<FastifyInstance, 'db' | 'events' | 'log'>,
  type: AdminReservationEvent['type'],
  reservation: Pick<Reservation, '_id' | 'tableId'>,
  actor: Pick<SessionUser, 'id'>,
  now = new Date(),
): Promise<void> {
  try {
    const [row] = await app.db
      .select({ userId: reservations.userId })
      .from(reservations)
      .where(eq(reservations.id, reservation._id))
      .limit(1);
    const userId = row?.userId ?? actor.id;
    const event: ReservationBusEvent = {
      type,
      reservationId: reservation._id,
      tableId: reservation.tableId,
      userId,
      by: userId === actor.id ? 'customer' : 'restaurant',
      at: now.toISOString(),
    };
    await app.events.publish(RESERVATION_EVENTS_CHANNEL, event);
  } catch (error) {
    app.log.warn(
      { err: error, reservationId: reservation._id, type },
      'could not announce a reservation change',
    );
  }
}
