import type { Transaction } from '../../db/client';
import type { reservations } from '../../db/schema';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import { publishReservationEvent } from './reservation-events';

/**
 * After a cancellation, in its transaction: the guest is emailed when the restaurant cancelled (a guest who
 * cancels knows already; the mail carries the stored reason; a guest who gave no email is not mailed), and every
 * view hears of it at commit.
 */
export async function announceCancellation(
  tx: Transaction,
  bus: EventBus,
  cancelled: typeof reservations.$inferSelect,
  guestEmail: string | null,
  actorId: string,
  now: Date,
): Promise<void> {
  if (cancelled.userId !== actorId && guestEmail) {
    await queueMail(
      tx,
      { kind: 'reservation_cancelled', recipient: guestEmail, payload: { reservationId: cancelled.id } },
      now,
    );
  }
  await publishReservationEvent(bus, { type: 'cancelled', reservation: cancelled, actorId, now }, tx);
}
