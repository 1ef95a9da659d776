import { PASSWORD_RESET_TEXTS, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordBody } from '@flame/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages, passwordResets, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { hashLinkToken, type LinkTokens } from '../mail/link-tokens';
import type { EventBus } from '../../plugins/event-bus';
import { assertStrongPassword } from './password-policy';
import { endSessionsOf } from './session-ends';

/** One new reset link per account and minute at most: asking more often sends nothing more. */
const REISSUE_AFTER_MS = 60_000;

const linkGone = () => badRequest(PASSWORD_RESET_TEXTS.linkGone, { token: [PASSWORD_RESET_TEXTS.linkGone] });

/**
 * Issues a reset link to the account with this email, if there is one: the account's previous link stops
 * working, and the message is queued with it. Nothing tells the caller whether it exists, not even the time
 * taken: the token is signed and one statement runs either way (it finds the account, replaces its link and
 * queues the message, due and stamped at `now`, or finds none and writes nothing), and its commit waits for no
 * flush to disk.
 */
export async function requestPasswordReset(
  db: Database,
  links: LinkTokens,
  email: string,
  now: Date,
): Promise<void> {
  const resetId = newId();
  const tokenHash = hashLinkToken(links.sign('password-reset', resetId));
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  const reissueBefore = new Date(now.getTime() - REISSUE_AFTER_MS);
  await db.transaction(async (tx) => {
    // Writing waits for no disk flush, as finding nothing does not: a link lost to a crash is asked again.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`
    with account as (select ${users.id} as id from ${users} where ${users.email} = ${email}),
    issued as (
      insert into ${passwordResets} (user_id, token_hash, issued_at, expires_at)
      select id, ${tokenHash}, ${now}, ${expiresAt} from account
      on conflict (user_id) do update
        set token_hash = excluded.token_hash, issued_at = excluded.issued_at, expires_at = excluded.expires_at
        where ${passwordResets.issuedAt} <= ${reissueBefore}
      returning user_id
    )
    insert into ${outboxMessages} (id, kind, recipient, payload, next_attempt_at, created_at)
    select ${newId()}, 'password_reset', ${email}, jsonb_build_object('resetId', ${resetId}::text, 'userId', user_id),
      ${now}, ${now}
    from issued`);
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
 * Sets a new password with a live reset link, as strong as sign-up asks, and ends every session (and the
 * streams they opened). The link is
 * spent by deleting its row in the transaction that changes the password, so two uses racing cannot both
 * succeed; a refused password leaves it usable.
 */
export async function resetPassword(
  db: Database,
  { links, bus }: { links: LinkTokens; bus: EventBus },
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
    await endSessionsOf(tx, bus, spent.userId, { reason: 'password', now });
  });
}
