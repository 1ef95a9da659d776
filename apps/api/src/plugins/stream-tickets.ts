import { createHmac } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { streamTickets } from '../db/schema';
import { newId } from '../lib/ids';

/** How long a ticket may be used to open a stream (it is used once, right away). */
export const STREAM_TICKET_SECONDS = 60;

export interface StreamTicketClaims {
  userId: string;
  sessionId: string;
}

/**
 * Tickets that open an event stream. `EventSource` cannot send an Authorization header, and a session token in
 * a URL ends up in logs and history, so the client trades its bearer token for a ticket that is good for one
 * scope (such as `order:<id>`) and one minute, signed with a key derived from the JWT secret (a ticket is never
 * a session token, nor the other way round). A ticket opens one stream once: its row in `stream_tickets` is
 * deleted by the one verification that succeeds, so a ticket copied from a log or history opens nothing.
 */
export interface StreamTickets {
  /** A ticket issued by the clock at `now`, good until a minute later. */
  issue(claims: StreamTicketClaims, scope: string, now: Date): Promise<string>;
  /**
   * The claims of a valid, unused ticket for exactly this scope that has not expired by the clock at `now`
   * (using it up), or undefined.
   */
  verify(ticket: string, scope: string, now: Date): Promise<StreamTicketClaims | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    streamTickets: StreamTickets;
  }
}

export function createStreamTickets(jwtSecret: string, db: Database): StreamTickets {
  const key = createHmac('sha256', jwtSecret).update('flame-kissed stream ticket').digest();
  const audience = 'event-stream';
  return {
    async issue({ userId, sessionId }, scope, now) {
      const id = newId();
      const expiresAt = new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000);
      await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now));
      await db.insert(streamTickets).values({ id, expiresAt });
      return new SignJWT({ sid: sessionId, scope })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(id)
        .setSubject(userId)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(ticket, scope, now) {
      let claims: StreamTicketClaims & { id: string };
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          audience,
          currentDate: now,
        });
        const { scope: ticketScope, sid, sub, jti } = payload;
        if (ticketScope !== scope || typeof sid !== 'string' || typeof sub !== 'string' || !jti) {
          return undefined;
        }
        claims = { userId: sub, sessionId: sid, id: jti };
      } catch {
        return undefined;
      }
      // One statement both checks and uses the ticket: of two requests with it, only one deletes the row.
      const used = await db
        .delete(streamTickets)
        .where(and(eq(streamTickets.id, claims.id), gt(streamTickets.expiresAt, now)))
        .returning({ id: streamTickets.id });
      return used.length === 1 ? { userId: claims.userId, sessionId: claims.sessionId } : undefined;
    },
  };
}

export const streamTicketsPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string }) => {
    app.decorate('streamTickets', createStreamTickets(options.jwtSecret, app.db));
  },
  { name: 'stream-tickets', dependencies: ['database'] },
);
