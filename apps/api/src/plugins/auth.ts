import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../lib/errors';
import { authenticate, endedSessionText, type SessionSettings, type SessionUser } from '../lib/sessions';
import { createTokenSigner } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** How sessions are signed and how long they last. */
    auth: SessionSettings;
  }
  interface FastifyRequest {
    /** Set by `requireUser` (and `optionalUser`; `requireOwner` runs `requireUser`). */
    user: SessionUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function resolveUser(request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { db, auth, now } = request.server;
  return (await authenticate(db, auth.tokens, token, now())) ?? null;
}

/**
 * The 401 for a request without a live session. When its session was ended by a change on the account, the
 * answer says why (message and `error.session`), so that device tells its person instead of only 'Log in'.
 */
async function refusal(request: FastifyRequest): Promise<AppError> {
  const token = bearerToken(request);
  const { db, auth, now } = request.server;
  const why = token ? await endedSessionText(db, auth.tokens, token, now()) : undefined;
  return why ? new AppError(401, why, { session: [why] }) : unauthorized();
}

/**
 * Guard: a signed-in user with a live session, else 401. Authenticated answers are never cached.
 * Every guard runs as the route's `onRequest` hook, before the body is read or validated, so a caller without
 * access gets 401 or 403 whatever the body holds, and learns nothing about what it should hold.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user = await resolveUser(request);
  if (!request.user) throw await refusal(request);
  void reply.header('cache-control', 'no-store');
}

/** Reads the user when a token is sent, without requiring one (public lists relative to the caller). */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user = await resolveUser(request);
  if (request.user) void reply.header('cache-control', 'no-store');
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string; sessionDays: number }) => {
    app.decorate('auth', { tokens: createTokenSigner(options.jwtSecret), sessionDays: options.sessionDays });
    app.decorateRequest('user', null);
    app.decorateRequest('ownedRestaurant', null);
  },
  { name: 'auth', dependencies: ['database', 'clock'] },
);
