import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { TokenSigner } from './tokens';

/** What signing in and checking a session need: the database, the token signer, how long a session lasts. */
export interface AuthDeps {
  db: Database;
  tokens: TokenSigner;
  sessionDays: number;
}

/** A signed-in user, with the session their token names. */
export type SessionUser = typeof users.$inferSelect & { sessionId: string };

const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_session_user'),
);

/** The signed-in user behind a token, or undefined when the token is bad, expired or its session revoked. */
export async function authenticate(deps: AuthDeps, token: string): Promise<SessionUser | undefined> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return undefined;
  const [row] = await sessionUserQuery(deps.db).execute({ sessionId: claims.sessionId, now: new Date() });
  return row ? { ...row.user, sessionId: claims.sessionId } : undefined;
}
