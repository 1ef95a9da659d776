import type { StreamTicket } from '@flame/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { authenticate, type SessionUser } from '../../lib/sessions';
import { STREAM_TICKET_SECONDS } from '../../plugins/stream-tickets';

/** A ticket for the signed-in caller to open one stream of exactly this scope, within its minute. */
export async function streamTicketFor(
  app: Pick<FastifyInstance, 'now' | 'streamTickets'>,
  user: SessionUser,
  scope: string,
): Promise<StreamTicket> {
  const claims = { userId: user.id, sessionId: user.sessionId };
  const ticket = await app.streamTickets.issue(claims, scope, app.now());
  return { ticket, expiresIn: STREAM_TICKET_SECONDS };
}

/**
 * Who opens an event stream (docs/decisions/003): a bearer header (non-browser clients), or a one-minute
 * ticket for exactly this scope whose session is still open. Neither: 401.
 */
export async function streamUser(
  app: Pick<FastifyInstance, 'auth' | 'db' | 'now' | 'streamTickets'>,
  authorization: string | undefined,
  ticket: string | undefined,
  scope: string,
): Promise<SessionUser> {
  const user = await streamUserOrNone(app, authorization, ticket, scope);
  if (!user) throw unauthorized('Your session has ended. Please log in again.');
  return user;
}

async function streamUserOrNone(
  app: Pick<FastifyInstance, 'auth' | 'db' | 'now' | 'streamTickets'>,
  authorization: string | undefined,
  ticket: string | undefined,
  scope: string,
): Promise<SessionUser | undefined> {
  const [scheme, token] = authorization?.split(' ') ?? [];
  if (scheme?.toLowerCase() === 'bearer' && token) {
    return authenticate(app.db, app.auth.tokens, token, app.now());
  }
  if (!ticket) return undefined;
  const claims = await app.streamTickets.verify(ticket, scope, app.now());
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
