import { PASSWORD_RESET_TEXTS, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordBody } from '@flame/shared';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { hashLinkToken, type LinkTokens } from '../mail/link-tokens';
import { queueMail } from '../mail/outbox';
import { assertStrongPassword } from './password-policy';

/** One new reset link per account and minute at most: asking more often sends nothing more. */
const REISSUE_AFTER_MS = 60_000;

const linkGone = () => badRequest(PASSWORD_RESET_TEXTS.linkGone, { token: [PASSWORD_RESET_TEXTS.linkGone] });

/**
 * Issues a reset link to the account with this email, if there is one: the account's previous link stops
 * working, and the message is queued in the same transaction. Nothing tells the caller whether it exists.
 */
export async function requestPasswordReset(
  db: Database,
  links: LinkTokens,
  email: string,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const resetId = newId();
  const tokenHash = hashLinkToken(links.sign('password-reset', resetId));
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const [issued] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash, issuedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: passwordResets.userId,
        set: { tokenHash, issuedAt: now, expiresAt },
        setWhere: lte(passwordResets.issuedAt, new Date(now.getTime() - REISSUE_AFTER_MS)),
      })
      .returning({ userId: passwordResets.userId });
    if (issued) {
      await queueMail(tx, {
        kind: 'password_reset',
        recipient: email,
        payload: { resetId, userId: user.id },
      });
    }
  });
}

const liveLink = (token: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hashLinkToken(token)), gt(passwordResets.expiresAt, now));

/** The account a reset link is for, while the link is live (signed by us, not spent, not expired); else null. */
export async function resetLinkAccount(
  db: Database,
  links: LinkTokens,
  token: string,
  now: Date,
): Promise<typeof users.$inferSelect | null> {
  if (!links.verify('password-reset', token)) return null;
  const [found] = await db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(liveLink(token, now))
    .limit(1);
  return found?.user ?? null;
}

/**
 * Sets a new password with a live reset link, as strong as sign-up asks, and ends every session. The link is
 * spent by deleting its row in the transaction that changes the password, so two uses racing cannot both
 * succeed; a refused password leaves it usable.
 */
export async function resetPassword(
  db: Database,
  links: LinkTokens,
  body: ResetPasswordBody,
  now: Date,
): Promise<void> {
  const account = await resetLinkAccount(db, links, body.token, now);
  if (!account) throw linkGone();
  assertStrongPassword(body.password, account);
  const live = liveLink(body.token, now);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx.delete(passwordResets).where(live).returning({ userId: passwordResets.userId });
    if (!spent) throw linkGone();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
  });
}
