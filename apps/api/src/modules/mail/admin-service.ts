import type { FailedMail, MailHealth, MailStatus } from '@flame/shared';
import { MAIL_MESSAGES } from '@flame/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, outboxMessages, reservations, waitlistEntries } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { OwnedRestaurant } from '../../lib/site-restaurant';
import { failedMailAbout } from './failed-mail-about';
import { mailSettingsOf } from './preferences';
import type { MailServerChecker } from './server-check';

/** How many failed messages Settings lists (newest first). */
export const FAILED_MAIL_LIMIT = 20;

const isFailed = eq(outboxMessages.status, 'failed');

async function failedCount(db: Database): Promise<number> {
  const [failed] = await db.select({ value: count() }).from(outboxMessages).where(isFailed);
  return failed?.value ?? 0;
}

/** The newest failed messages, each with the order, booking or waitlist place its payload points at. */
async function newestFailed(db: Database, timeZone: string): Promise<FailedMail[]> {
  const payloadId = (key: string) => sql`${outboxMessages.payload} ->> ${key}`;
  const rows = await db
    .select({
      mail: outboxMessages,
      orderNumber: orders.orderNumber,
      bookingGuests: reservations.guests,
      bookingStartsAt: reservations.startsAt,
      waitlistName: waitlistEntries.name,
      waitlistPartySize: waitlistEntries.partySize,
    })
    .from(outboxMessages)
    .leftJoin(orders, eq(orders.id, payloadId('orderId')))
    .leftJoin(reservations, eq(reservations.id, payloadId('reservationId')))
    .leftJoin(waitlistEntries, eq(waitlistEntries.id, payloadId('entryId')))
    .where(isFailed)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(FAILED_MAIL_LIMIT);
  return rows.map(({ mail, ...subject }): FailedMail => ({
    _id: mail.id,
    kind: mail.kind,
    about: failedMailAbout(subject, timeZone),
    recipient: mail.recipient,
    attempts: mail.attempts,
    lastError: mail.lastError ?? '',
    createdAt: mail.createdAt.toISOString(),
  }));
}

/** The overview's warning: how many messages failed, and whether the mail server answers. */
export async function mailHealth(db: Database, server: MailServerChecker): Promise<MailHealth> {
  const [failed, check] = await Promise.all([failedCount(db), server.latest()]);
  return { failed, server: check };
}

/** Settings → Email: the transport and whether its server answers, what waits, and the recent failures. */
export async function mailStatus(
  db: Database,
  restaurant: OwnedRestaurant,
  transport: MailStatus['transport'],
  server: MailServerChecker,
): Promise<MailStatus> {
  const [[waiting], failedTotal, failed, settings, check] = await Promise.all([
    db.select({ value: count() }).from(outboxMessages).where(eq(outboxMessages.status, 'pending')),
    failedCount(db),
    newestFailed(db, restaurant.timeZone),
    mailSettingsOf(db, restaurant.id),
    server.latest(),
  ]);
  return { transport, server: check, settings, pending: waiting?.value ?? 0, failedTotal, failed };
}

/**
 * 'Send again': a failed message is queued anew (due now, its failures forgotten, the give-up time counted
 * from now). Only a failed message can be: a pending or sent one is a 404, so a double click sends once.
 */
export async function resendMail(db: Database, id: string, now: Date): Promise<void> {
  const updated = await db
    .update(outboxMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
    .returning({ id: outboxMessages.id });
  if (updated.length === 0) throw notFound(MAIL_MESSAGES.notFound);
}
