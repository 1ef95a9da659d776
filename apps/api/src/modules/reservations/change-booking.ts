import {
  BOOKING_CHANGE_MESSAGES,
  RESERVATION_CHANGE_MESSAGES,
  RESERVATION_STATUS_LABELS,
  type BookingChangeBody,
  type OwnerBooking,
} from '@flame/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { reservations, reservationTables } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/sessions';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import { publishReservationEvent } from '../tables/reservation-events';
import { roomFor } from './availability';
import { readBook, takeBookingLock } from './book-state';
import { guestEmailOf } from './guest-record';
import { ownerBookingsWhere } from './owner-bookings';
import { checkedArrival, NoRoom, refuseNoRoom } from './party-booking';
import { readPartyBookingContext, turnMs, type PartyBookingContext } from './party-rules';

type ReservationRow = typeof reservations.$inferSelect;

/**
 * In one transaction: the booking's row lock (two changes of one booking apply one after the other), the
 * restaurant's booking lock, then its tables let go and the book read without them, so the party may keep its
 * own tables or take any free for the new stay (the owner's rules: no pacing). Each new table's lock in id
 * order, the row and its `reservation_tables` written again; the exclusion constraints stay the guarantee. The
 * guest is emailed the booking as it now is (when there is an address), and every view hears of it at commit.
 */
async function change(
  tx: Transaction,
  bus: EventBus,
  ctx: PartyBookingContext,
  owner: Pick<SessionUser, 'id'>,
  id: string,
  startsAt: Date,
  partySize: number,
  now: Date,
): Promise<ReservationRow> {
  const [current] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!current) throw notFound(RESERVATION_CHANGE_MESSAGES.notFound);
  if (current.status !== 'active') {
    throw conflict(
      BOOKING_CHANGE_MESSAGES.notChangeable(RESERVATION_STATUS_LABELS[current.status].toLowerCase()),
    );
  }
  await takeBookingLock(tx, ctx.restaurantId);
  await tx.delete(reservationTables).where(eq(reservationTables.reservationId, id));
  const endsAt = new Date(startsAt.getTime() + turnMs(ctx, partySize));
  const book = await readBook(tx, ctx.restaurantId, startsAt, endsAt, endsAt);
  const room = roomFor(ctx, book, startsAt, partySize, 'staff');
  if ('refused' in room) throw new NoRoom(room.refused);
  for (const tableId of room.tables.map((t) => t.id).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tableId}, 0))`);
  }
  const [row] = await tx
    .update(reservations)
    .set({
      startsAt,
      endsAt,
      guests: partySize,
      tableId: room.tables[0]!.id,
      changes: sql`${reservations.changes} + 1`,
    })
    .where(eq(reservations.id, id))
    .returning();
  await tx
    .insert(reservationTables)
    .values(room.tables.map((table) => ({ reservationId: id, tableId: table.id, startsAt, endsAt })));
  const recipient = await guestEmailOf(tx, row!);
  if (recipient) {
    await queueMail(tx, { kind: 'reservation_changed', recipient, payload: { reservationId: id } }, now);
  }
  await publishReservationEvent(bus, { type: 'changed', reservation: row!, actorId: owner.id, now }, tx);
  return row!;
}

/**
 * `PATCH /api/reservations/{id}` (the owner): a booked party's new date, time and size. The rules first (400
 * naming the field), then the book: no free tables is a 409 whose details carry the nearest times the owner may
 * book (its own tables counted free). Answers the booking as the owner's day lists it.
 */
export async function changeBooking(
  db: Database,
  bus: EventBus,
  owner: Pick<SessionUser, 'id'>,
  id: string,
  body: BookingChangeBody,
  now: Date,
): Promise<OwnerBooking> {
  const ctx = await readPartyBookingContext(db, now);
  const startsAt = checkedArrival(ctx, body, now, 'staff');
  let row: ReservationRow;
  try {
    row = await db.transaction((tx) => change(tx, bus, ctx, owner, id, startsAt, body.partySize, now));
  } catch (error) {
    return refuseNoRoom(db, error, ctx, { ...body, startsAt, by: 'staff', except: id }, now);
  }
  const [booking] = await ownerBookingsWhere(db, eq(reservations.id, row.id), ctx.timeZone);
  return booking!;
}
