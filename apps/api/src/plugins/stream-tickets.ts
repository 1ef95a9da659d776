import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';

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
 * a session token, nor the other way round).
 */
export interface StreamTickets {
  issue(claims: StreamTicketClaims, scope: string): Promise<string>;
  /** The claims of a valid, unexpired ticket for exactly this scope, or undefined. */
  verify(ticket: string, scope: string): Promise<StreamTicketClaims | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    streamTickets: StreamTickets;
  }
}

export function createStreamTickets(jwtSecret: string): StreamTickets {
  const key = createHmac('sha256', jwtSecret).update('flame-kissed stream ticket').digest();
  const audience = 'event-stream';
  return {
    issue: ({ userId, sessionId }, scope) =>
      new SignJWT({ sid: sessionId, scope })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${STREAM_TICKET_SECONDS}s`)
        .sign(key),
    async verify(ticket, scope) {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], audience });
        if (payload.scope !== scope || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') {
          return undefined;
        }
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}

export const streamTicketsPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string }) => {
    app.decorate('streamTickets', createStreamTickets(options.jwtSecret));
  },
  { name: 'stream-tickets' },
);
