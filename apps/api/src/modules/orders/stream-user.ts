import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../db/schema';
import { authenticate, type SessionUser } from '../../lib/sessions';

/**
 * Who opens an event stream (docs/decisions/003): a bearer header (non-browser clients), or a one-minute
 * ticket for exactly this scope whose session is still open. Undefined when neither holds.
 */
export async function streamUser(
  app: Pick<FastifyInstance, 'auth' | 'db' | 'now' | 'streamTickets'>,
  authorization: string | undefined,
  ticket: string | undefined,
  scope: string,
): Promise<SessionUser | undefined> {
  const [scheme, token] = authorization?.split(' ') ?? [];
  if (scheme?.toLowerCase() === 'bearer' && token)
    return authenticate(app.db, app.auth.tokens, token, app.now());
  if (!ticket) return undefined;
  const claims = await app.streamTickets.verify(ticket, scope);
  if (!claims) return undefined;
  const [row] = await app.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, app.now()),
      ),
    )
    .limit(1);
  return row ? { ...row.user, sessionId: claims.sessionId } : undefined;
}
