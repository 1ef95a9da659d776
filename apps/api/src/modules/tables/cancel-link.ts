import { CANCEL_LINK_TEXTS, type CancelLinkView } from '@flame/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservations, restaurants, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { EventBus } from '../../plugins/event-bus';
import type { LinkTokens } from '../mail/link-tokens';
import { queueMail } from '../mail/outbox';
import { emailOfGuest, nameOfGuest } from '../reservations/guest-record';
import { heldTablesOf } from './held-tables';
import { publishReservationEvent } from './reservation-events';
import { toReservation } from './table-dto';

type Found = Awaited<ReturnType<typeof findByToken>>;

/** The booking a cancel link names; a link not signed here or naming no booking is refused with a 400. */
async function findByToken(db: Database, links: LinkTokens, token: string) {
  const invalidLink = () => badRequest(CANCEL_LINK_TEXTS.invalid, { token: [CANCEL_LINK_TEXTS.invalid] });
  const reservationId = links.verify('reservation-cancel', token);
  if (!reservationId) throw invalidLink();
  const [found] = await db
    .select({
      reservation: reservations,
      table: diningTables,
      guest: { name: nameOfGuest, email: emailOfGuest },
      restaurant: restaurants,
    })
    .from(reservations)
    .innerJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .innerJoin(restaurants, eq(restaurants.id, diningTables.restaurantId))
    .leftJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId));
  if (!found) throw invalidLink();
  return found;
}

/** The booking as the link's page shows it, with every table it holds (a combination's several). */
async function toView(
  db: Database,
  { reservation, table, guest, restaurant }: Found,
  now: Date,
): Promise<CancelLinkView> {
  const held = await heldTablesOf(db, [reservation.id]);
  const { reservedBy: _reservedBy, ...shown } = toReservation(
    reservation,
    table,
    { name: guest.name, email: guest.email },
    restaurant.timeZone,
    held.get(reservation.id),
  );
  const state =
    reservation.status === 'cancelled' ? 'cancelled' : reservation.startsAt <= now ? 'started' : 'active';
  return {
    reservation: { ...shown, guestName: guest.name },
    state,
    cancelReason: reservation.cancelReason,
    restaurant: { name: restaurant.name, phone: restaurant.phone },
  };
}

/** The booking an emailed cancel link names, and whether it can still be cancelled. Changes nothing. */
export async function viewByCancelLink(
  db: Database,
  links: LinkTokens,
  token: string,
  now: Date,
): Promise<CancelLinkView> {
  const found = await findByToken(db, links, token);
  return toView(db, found, now);
}

/**
 * Cancels the booking of an emailed link: once, and only until it starts. The one UPDATE checks both, so two
 * uses racing cannot both cancel it. In its transaction the cancellation is announced to the dashboard, the
 * guest gets its confirmation by email and the restaurant a notice (when it has an email address).
 */
export async function cancelByLink(
  db: Database,
  bus: EventBus,
  links: LinkTokens,
  token: string,
  now: Date,
): Promise<CancelLinkView> {
  const found = await findByToken(db, links, token);
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(
        and(
          eq(reservations.id, found.reservation.id),
          eq(reservations.status, 'active'),
          gt(reservations.startsAt, now),
        ),
      )
      .returning();
    // The guest cancels their own booking by the link they were mailed.
    if (row) {
      await publishReservationEvent(
        bus,
        { type: 'cancelled', reservation: row, actorId: row.userId, now },
        tx,
      );
      const payload = { reservationId: row.id };
      if (found.guest.email) {
        await queueMail(
          tx,
          { kind: 'reservation_guest_cancelled', recipient: found.guest.email, payload },
          now,
        );
      }
      if (found.restaurant.email) {
        await queueMail(
          tx,
          { kind: 'reservation_guest_cancelled_notice', recipient: found.restaurant.email, payload },
          now,
        );
      }
    }
    return row;
  });
  if (!cancelled) {
    const [current] = await db.select().from(reservations).where(eq(reservations.id, found.reservation.id));
    if (current?.status === 'cancelled') throw conflict(CANCEL_LINK_TEXTS.alreadyCancelled);
    throw badRequest(CANCEL_LINK_TEXTS.started);
  }
  return toView(db, { ...found, reservation: cancelled }, now);
}
