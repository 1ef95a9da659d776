import { SESSION_END_TEXTS } from '@flame/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { endedSessions, sessions, users } from '../db/schema';
import type { TokenSigner } from './tokens';

/** How sessions are signed and how long they last. */
export interface SessionSettings {
  tokens: TokenSigner;
  sessionDays: number;
}

/** A signed-in user, with the session their token names. */
export type SessionUser = typeof users.$inferSelect & { sessionId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a session opened now ends. */
export function sessionExpiry({ sessionDays }: SessionSettings, now: Date): Date {
  return new Date(now.getTime() + sessionDays * DAY_MS);
}

const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_session_user'),
);

/**
 * The signed-in user behind a token, or undefined when the token is bad, its session revoked, or either has
 * expired by the clock.
 */
export async function authenticate(
  db: Database,
  tokens: TokenSigner,
  token: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const claims = await tokens.verify(token, now);
  if (!claims) return undefined;
  const [row] = await sessionUserQuery(db).execute({ sessionId: claims.sessionId, now });
  return row ? { ...row.user, sessionId: claims.sessionId } : undefined;
}

/**
 * Why the session behind a validly signed token was ended by a change on its account (another device changed
 * the password...), as the device holding it is told; undefined for a bad token or a session that simply
 * ended (logged out, expired).
 */
export async function endedSessionText(
  db: Database,
  tokens: TokenSigner,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const claims = await tokens.verify(token, now);
  if (!claims) return undefined;
  const [ended] = await db
    .select({ reason: endedSessions.reason })
    .from(endedSessions)
    .where(and(eq(endedSessions.sessionId, claims.sessionId), gt(endedSessions.expiresAt, now)));
  return ended ? SESSION_END_TEXTS[ended.reason] : undefined;
}
