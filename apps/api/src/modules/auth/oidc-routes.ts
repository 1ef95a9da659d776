import {
  authResultSchema,
  safeRedirectPath,
  signInCodeExchangeBodySchema,
  type OidcErrorCode,
} from '@flame/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { failureReplies, ok, replies } from '../../lib/envelope';
import { badRequest, serviceUnavailable } from '../../lib/errors';
import { createOidcClient } from './oidc-client';
import {
  clearFlowCookie,
  clearSignInSecretCookie,
  readFlowCookie,
  readSignInSecretCookie,
  setFlowCookie,
  setSignInSecretCookie,
} from './oidc-flow-cookie';
import { OidcSignInRefused, userOfIdentity } from './oidc-users';
import { signInUser } from './service';
import { issueSignInCode, redeemSignInCode, SIGN_IN_CODE_TTL_SECONDS } from './sign-in-codes';

const NOT_CONFIGURED = 'Sign-in with Google is not configured on this server';
const CODE_REFUSED = 'This sign-in has expired or was started in another browser. Please sign in again.';
/** Same budget as email sign-in: 10 a minute per address. */
const signInLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * 'Continue with Google': `GET /api/auth/google` sends the browser to the provider, `GET
 * /api/auth/google/callback` verifies its answer and sends the browser to `/auth/callback?code=…` with the
 * code's secret in a cookie, and `POST /api/auth/google/exchange` trades code and cookie, once, for a session.
 * A code alone, sent in a link to another browser, opens nothing. Failures go back to `/login?error=…`.
 * Unconfigured: 503.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const client = config.oidc ? createOidcClient(config.oidc) : undefined;
  const secureCookie = config.publicUrl?.startsWith('https://') ?? false;

  const callbackUrl = `${config.siteUrl}/api/auth/google/callback`;

  const failed = (reply: FastifyReply, code: OidcErrorCode) =>
    reply.header('cache-control', 'no-store').redirect(`/login?error=${code}`, 303);

  app.get(
    '/google',
    {
      // A redirect to the provider; only its refusals are JSON.
      schema: {
        querystring: z.object({ redirectTo: z.string().max(500).optional() }),
        response: failureReplies,
      },
      config: signInLimit,
    },
    async (request, reply) => {
      if (!client) throw serviceUnavailable(NOT_CONFIGURED);
      try {
        const redirectTo = safeRedirectPath(request.query.redirectTo);
        const { url, flow } = await client.start(callbackUrl, redirectTo);
        setFlowCookie(reply, flow, secureCookie, app.now());
        return reply.header('cache-control', 'no-store').redirect(url.href, 303);
      } catch (error) {
        request.log.error({ err: error }, 'OIDC sign-in could not start');
        return failed(reply, 'google');
      }
    },
  );

  // A redirect back to the site; only its refusals are JSON.
  app.get(
    '/google/callback',
    { schema: { response: failureReplies }, config: signInLimit },
    async (request, reply) => {
      if (!client) throw serviceUnavailable(NOT_CONFIGURED);
      const flow = readFlowCookie(request, app.now());
      clearFlowCookie(reply, secureCookie);
      if (!flow) {
        request.log.warn('OIDC callback without a valid flow cookie');
        return failed(reply, 'google');
      }
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await client.finish(query, flow);
        const userId = await userOfIdentity(app.db, identity, { bus: app.events, now: app.now() });
        const { code, browserSecret } = await issueSignInCode(app.db, userId, app.now());
        setSignInSecretCookie(reply, browserSecret, {
          secure: secureCookie,
          maxAgeSeconds: SIGN_IN_CODE_TTL_SECONDS,
        });
        const target = new URLSearchParams({ code });
        if (flow.redirectTo !== '/profile') target.set('redirectTo', flow.redirectTo);
        return reply.header('cache-control', 'no-store').redirect(`/auth/callback?${target}`, 303);
      } catch (error) {
        if (error instanceof OidcSignInRefused) return failed(reply, error.code);
        request.log.warn({ err: error }, 'OIDC callback refused');
        return failed(reply, 'google');
      }
    },
  );

  app.post(
    '/google/exchange',
    {
      schema: { body: signInCodeExchangeBodySchema, response: replies({ 200: authResultSchema }) },
      config: signInLimit,
    },
    async (request, reply) => {
      if (!client) throw serviceUnavailable(NOT_CONFIGURED);
      const browserSecret = readSignInSecretCookie(request);
      clearSignInSecretCookie(reply, secureCookie);
      const userId = browserSecret
        ? await redeemSignInCode(app.db, { code: request.body.code, browserSecret }, app.now())
        : undefined;
      if (!userId) throw badRequest(CODE_REFUSED);
      const result = await signInUser(app.db, app.auth, userId, app.now());
      return reply.header('cache-control', 'no-store').send(ok(result, 'Logged in'));
    },
  );
};
