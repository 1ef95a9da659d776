import {
  EMAIL_VERIFICATION_TEXTS,
  EMAIL_VERIFICATION_TTL_HOURS,
  type VerifyEmailResult,
} from '@flame/shared';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../lib/sessions';
import type { EventBus } from '../../plugins/event-bus';
import { hashLinkToken, type LinkTokens } from '../mail/link-tokens';
import { queueMail } from '../mail/outbox';
import { endSessionsOf } from './session-ends';

/** A new link on request at most once a minute per account. */
const REISSUE_AFTER_MS = 60_000;
const EMAIL_TAKEN = 'An account with this email already exists';

const linkGone = () =>
  badRequest(EMAIL_VERIFICATION_TEXTS.linkGone, { token: [EMAIL_VERIFICATION_TEXTS.linkGone] });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * Issues the account's link proving `email` (its own address, or the one it asked to change to) and queues
 * the message in the caller's transaction. The account's previous link stops working. With `throttled`, a
 * link issued less than a minute ago is kept and nothing is sent (answers false).
 */
export async function issueEmailLink(
  tx: Transaction,
  links: LinkTokens,
  { userId, email, throttled = false }: { userId: string; email: string; throttled?: boolean },
  now: Date,
): Promise<boolean> {
  const verificationId = newId();
  const tokenHash = hashLinkToken(links.sign('email-verify', verificationId));
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000);
  const [issued] = await tx
    .insert(emailVerifications)
    .values({ userId, email, tokenHash, issuedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { email, tokenHash, issuedAt: now, expiresAt },
      ...(throttled
        ? { setWhere: lte(emailVerifications.issuedAt, new Date(now.getTime() - REISSUE_AFTER_MS)) }
        : {}),
    })
    .returning({ userId: emailVerifications.userId });
  if (!issued) return false;
  await queueMail(tx, { kind: 'email_verification', recipient: email, payload: { verificationId } }, now);
  return true;
}

/**
 * `POST /api/auth/verify-email/resend`: a new link to the address the account's outstanding link proves (an
 * email change asked for), else to its own address. 409 when there is nothing to prove, 429 within a minute
 * of the last link.
 */
export async function resendEmailLink(
  db: Database,
  links: LinkTokens,
  user: SessionUser,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ email: emailVerifications.email })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id))
      .limit(1);
    const email = pending && pending.email !== user.email ? pending.email : user.email;
    if (email === user.email && user.emailVerifiedAt)
      throw conflict(EMAIL_VERIFICATION_TEXTS.alreadyVerified);
    const sent = await issueEmailLink(tx, links, { userId: user.id, email, throttled: true }, now);
    if (!sent) throw new AppError(429, EMAIL_VERIFICATION_TEXTS.tooSoon);
    return email;
  });
}

/**
 * Opens a verification link: the account's own address becomes verified, or the address it asked to change
 * to becomes its email (verified), which ends its other sessions (the caller's own is kept when it is one of
 * the account's) and voids its reset link. The link's row is deleted in the same transaction, so it works once.
 */
export async function verifyEmail(
  db: Database,
  context: { links: LinkTokens; bus: EventBus },
  token: string,
  caller: SessionUser | null,
  now: Date,
): Promise<{ result: VerifyEmailResult; changed: boolean }> {
  if (!context.links.verify('email-verify', token)) throw linkGone();
  const live = and(
    eq(emailVerifications.tokenHash, hashLinkToken(token)),
    gt(emailVerifications.expiresAt, now),
  );
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx.delete(emailVerifications).where(live).returning();
      if (!spent) throw linkGone();
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).for('update');
      if (!user) throw linkGone();
      const changed = spent.email !== user.email;
      await tx
        .update(users)
        .set({ email: spent.email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      if (changed) {
        const kept = caller?.id === user.id ? caller.sessionId : null;
        await endSessionsOf(tx, context.bus, user.id, { reason: 'email', now, keptSessionId: kept });
      }
      return { result: { email: spent.email }, changed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
