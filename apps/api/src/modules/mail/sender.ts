import { and, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { outboxMessages } from '../../db/schema';
import type { EventBus } from '../../plugins/event-bus';
import {
  GIVE_UP_AFTER_MS,
  isTemporaryFailure,
  MailNoLongerNeeded,
  retryDelayMs,
  SENDING_LEASE_MS,
} from './delivery-policy';
import { queueDueReminders } from './due-reminders';
import { publishMailEvent } from './mail-events';
import type { SiteLinks } from './messages/composed-mail';
import { orderMailSource, qualified, type OrderMailSource } from './messages/order-mail-source';
import { composeMail } from './messages/registry';
import type { MailTransport } from './transport';

type OutboxRow = typeof outboxMessages.$inferSelect;
/** A message taken from the outbox, with its order's source when its payload names an order. */
type TakenMessage = OutboxRow & { orderMail: OrderMailSource | null };

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  site: SiteLinks;
  log: FastifyBaseLogger;
  /** The app's clock (tests walk it through retries). */
  now: () => Date;
  /** How long a taken message is held: a message a dead sender held is taken again after this. */
  leaseMs?: number | undefined;
  /** Queues other messages whose time has come, before each pass (the escalation emails, on the app's clock). */
  queueDue?: () => Promise<unknown>;
  /** Where a message given up on is announced (the owner's live dashboard); none, and it is only saved. */
  events?: EventBus | undefined;
}

export interface MailSender {
  /** Queues the reminders that are due, then sends every message due now, one at a time; answers how many were sent. */
  deliverDue(): Promise<number>;
}

/**
 * Marks the message just delivered (`sentId`, null for none) as sent, and takes the next due message, holding
 * it until `leaseUntil` (its attempt counted), with what its message is made from when its payload names an
 * order (read by the same statement, at the same moment): one statement, one round trip per message. The
 * delivered message is left out of the take even if its lease has run out. The take compares with `=` to its
 * subquery, which runs once: under `in` the planner may run it again for each row, and each run, skipping the
 * rows the statement already took, would take one more message than the sender sends (held for the lease).
 * Prepared once per database.
 */
const markSentAndClaimNextQuery = preparedPerDatabase((db) => {
  const markedSent = db.$with('marked_sent').as(
    db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: sql`${sql.placeholder('sentAt')}::timestamptz`, lastError: null })
      .where(eq(outboxMessages.id, sql.placeholder('sentId')))
      .returning({ id: outboxMessages.id }),
  );
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        // A literal, as in the due index's predicate: a parameter there would keep the generic plan off that
        // index, and PostgreSQL would plan the statement again at every call.
        sql`${outboxMessages.status} = 'pending'`,
        lte(outboxMessages.nextAttemptAt, sql.placeholder('at')),
        sql`${outboxMessages.id} is distinct from ${sql.placeholder('sentId')}::text`,
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .with(markedSent)
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`${sql.placeholder('leaseUntil')}::timestamptz`,
    })
    .where(eq(outboxMessages.id, sql`(${due})`))
    .returning({
      ...getTableColumns(outboxMessages),
      orderMail: orderMailSource(sql`${qualified(outboxMessages.payload)}->>'orderId'`),
    })
    .prepare('outbox_mark_sent_and_claim_next');
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the outbox. A sender takes due messages with row locks that skip locked rows and holds them for a
 * lease (their next attempt moves past the send), so several senders on one database never take the same
 * message, and one that dies mid-send leaves it to be taken again once the lease ends.
 */
export function createMailSender({
  db,
  transport,
  site,
  log,
  now,
  leaseMs = SENDING_LEASE_MS,
  queueDue,
  events,
}: MailSenderOptions): MailSender {
  /**
   * Takes the next due message and holds it for the lease. One at a time: the lease starts just before its own
   * send, which the send timeout keeps shorter than the lease, so no message waits out a lease behind another's
   * send and another sender never finds a message whose lease ran out while it waited its turn. The message
   * this pass just delivered is marked sent by the same statement.
   */
  async function claimNext(at: Date, sentId: string | null): Promise<TakenMessage | undefined> {
    const [row] = await markSentAndClaimNextQuery(db).execute({
      sentId,
      sentAt: now().toISOString(),
      at: at.toISOString(),
      leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
    });
    return row;
  }

  async function settle(row: OutboxRow, changes: Partial<OutboxRow>): Promise<void> {
    await db.update(outboxMessages).set(changes).where(eq(outboxMessages.id, row.id));
  }

  /** Gives up on a message and announces it in the same transaction: the owner hears of it once it is saved. */
  async function fail(row: OutboxRow, lastError: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(outboxMessages)
        .set({ status: 'failed', lastError })
        .where(eq(outboxMessages.id, row.id));
      if (events)
        await publishMailEvent(events, { type: 'failed', messageId: row.id, at: now().toISOString() }, tx);
    });
  }

  async function deliver(row: TakenMessage, at: Date): Promise<boolean> {
    try {
      const mail = await composeMail(db, row, site, at, { orderMail: row.orderMail });
      await transport.send(mail);
      // Marked sent by the statement that takes the next message.
      return true;
    } catch (error) {
      if (error instanceof MailNoLongerNeeded) {
        await settle(row, { status: 'dropped', lastError: errorText(error) });
        return false;
      }
      const givingUp =
        !isTemporaryFailure(error) || at.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      log.warn({ err: error, messageId: row.id, kind: row.kind, givingUp }, 'mail not sent');
      if (givingUp) await fail(row, errorText(error));
      else
        await settle(row, {
          lastError: errorText(error),
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
        });
      return false;
    }
  }

  return {
    async deliverDue() {
      let sent = 0;
      await queueDueReminders(db, now());
      await queueDue?.();
      let sentId: string | null = null;
      for (;;) {
        const at = now();
        const row = await claimNext(at, sentId);
        if (!row) return sent;
        sentId = (await deliver(row, at)) ? row.id : null;
        if (sentId) sent++;
      }
    },
  };
}
