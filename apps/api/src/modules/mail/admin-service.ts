import type { FailedMail, MailStatus } from '@flame/shared';
import { MAIL_MESSAGES } from '@flame/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mailSettingsOf } from './preferences';

/** How many failed messages Settings lists (newest first). */
export const FAILED_MAIL_LIMIT = 20;

/** Settings → Email: the transport, how many messages wait, and the recent failures. */
export async function mailStatus(
  db: Database,
  restaurantId: string,
  transport: MailStatus['transport'],
): Promise<MailStatus> {
  const [waiting] = await db
    .select({ value: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'pending'));
  const failed = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'failed'))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(FAILED_MAIL_LIMIT);
  return {
    transport,
    settings: await mailSettingsOf(db, restaurantId),
    pending: waiting?.value ?? 0,
    failed: failed.map((row): FailedMail => ({
      _id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      attempts: row.attempts,
      lastError: row.lastError ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
  };
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
