import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addresses,
  cateringRequests,
  contactMessages,
  customerBlocks,
  emailVerifications,
  guestBook,
  orderItems,
  orders,
  outboxMessages,
  passwordResets,
  reservations,
  sessions,
  signInCodes,
  users,
  waitlistEntries,
} from '../../db/schema';
import { ERASED_EMAIL_DOMAIN, ERASED_NAME, ERASED_PHONE_PREFIX, emailKeyOf, phoneKeyOf } from './merge';
import { findGuestGroup } from './service';

const idsOf = (rows: { kind: string; id: string }[], kind: string) => [
  ...new Set(rows.filter((row) => row.kind === kind).map((row) => row.id)),
];

/**
 * `DELETE /api/guests/{id}/personal-data`: in one transaction, every name, email, phone, address and note of the
 * guest is erased wherever it is kept, and what the reports count stays: orders keep their amounts, lines,
 * times and status; bookings their party size and status; an account stays as an anonymous row (it can no
 * longer sign in) so its orders and bookings still count as one customer's. An order's phone becomes
 * `erased-` and digits drawn once for the guest, for the same reason. Mail not yet sent to the guest is dropped.
 */
export async function eraseGuest(db: Database, restaurantId: string, guestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await findGuestGroup(tx, restaurantId, guestId);
    const accountIds = idsOf(rows, 'account');
    const orderIds = idsOf(rows, 'order');
    const bookingIds = idsOf(rows, 'booking');
    const cateringIds = idsOf(rows, 'catering');
    const messageIds = idsOf(rows, 'message');
    const bookIds = idsOf(rows, 'book');
    const emails = [...new Set(rows.map((row) => emailKeyOf(row.email)).filter(Boolean))];
    const phones = [...new Set(rows.map((row) => phoneKeyOf(row.phone)).filter(Boolean))];

    if (accountIds.length > 0) {
      await tx
        .update(users)
        .set({
          name: ERASED_NAME,
          email: sql`${users.id} || ${ERASED_EMAIL_DOMAIN}`,
          phone: null,
          passwordHash: null,
          oidcSubject: null,
          emailVerifiedAt: null,
          marketingConsentAt: null,
        })
        .where(inArray(users.id, accountIds));
      for (const table of [sessions, addresses, passwordResets, emailVerifications, signInCodes]) {
        await tx.delete(table).where(inArray(table.userId, accountIds));
      }
      await tx.update(customerBlocks).set({ reason: '' }).where(inArray(customerBlocks.userId, accountIds));
    }
    if (orderIds.length > 0) {
      const phone = `${ERASED_PHONE_PREFIX}${randomInt(1e9, 1e10)}`;
      await tx
        .update(orders)
        .set({ phone, customerName: null, customerEmail: null, note: null })
        .where(inArray(orders.id, orderIds));
      await tx
        .update(orderItems)
        .set({ specialInstructions: null })
        .where(inArray(orderItems.orderId, orderIds));
    }
    if (bookingIds.length > 0) {
      await tx
        .update(reservations)
        .set({ phone: null, note: null, occasion: null, guestEmail: null })
        .where(inArray(reservations.id, bookingIds));
      // A booking the restaurant made keeps a name (the row must name its guest), now the erased one.
      await tx
        .update(reservations)
        .set({ guestName: ERASED_NAME })
        .where(and(inArray(reservations.id, bookingIds), isNull(reservations.userId)));
    }
    if (cateringIds.length > 0) {
      await tx
        .update(cateringRequests)
        .set({ name: ERASED_NAME, email: '', phone: '', location: '', specialRequests: '' })
        .where(inArray(cateringRequests.id, cateringIds));
    }
    if (messageIds.length > 0) {
      await tx
        .update(contactMessages)
        .set({ name: ERASED_NAME, email: '', phone: '', subject: '', message: '' })
        .where(inArray(contactMessages.id, messageIds));
    }
    // The waitlist is not a guest-book source (a walk-in leaves before they are anyone's regular), but it keeps
    // names and phones: those of this guest go too.
    const waitlistMatch = [
      ...(emails.length > 0 ? [inArray(sql`lower(${waitlistEntries.email})`, emails)] : []),
      ...(phones.length > 0
        ? [
            inArray(sql`regexp_replace(${waitlistEntries.phone}, '[^0-9]', '', 'g')`, [
              ...phones,
              ...phones.map((p) => `1${p}`),
            ]),
          ]
        : []),
    ];
    if (waitlistMatch.length > 0) {
      await tx
        .update(waitlistEntries)
        .set({ name: ERASED_NAME, phone: '', email: null })
        .where(and(eq(waitlistEntries.restaurantId, restaurantId), or(...waitlistMatch)));
    }
    if (emails.length > 0) {
      await tx
        .delete(outboxMessages)
        .where(
          and(eq(outboxMessages.status, 'pending'), inArray(sql`lower(${outboxMessages.recipient})`, emails)),
        );
    }
    if (bookIds.length > 0) await tx.delete(guestBook).where(inArray(guestBook.id, bookIds));
  });
}
