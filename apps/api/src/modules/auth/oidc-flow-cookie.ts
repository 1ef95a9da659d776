import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OidcFlow } from './oidc-client';

export const OIDC_FLOW_COOKIE = 'oidc_flow';
/** The cookie is sent back only to the Google sign-in routes. */
const COOKIE_PATH = '/api/auth/google';
/** Time allowed to sign in at the provider. */
const FLOW_TTL_SECONDS = 10 * 60;

const storedFlowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
  redirectTo: z.string(),
  expiresAt: z.number(),
});

/** The same attributes when the cookie is set and when it is cleared. */
const cookieAttributes = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH }) as const;

/**
 * Keeps the flow's state, nonce and PKCE verifier in a short-lived, signed, httpOnly cookie: the callback only
 * accepts an answer in the same browser that started the sign-in. SameSite=Lax, so the provider's top-level
 * redirect back carries it.
 */
export function setFlowCookie(reply: FastifyReply, flow: OidcFlow, secure: boolean): void {
  const value = Buffer.from(
    JSON.stringify({ ...flow, expiresAt: Date.now() + FLOW_TTL_SECONDS * 1000 }),
  ).toString('base64url');
  void reply.setCookie(OIDC_FLOW_COOKIE, value, {
    signed: true,
    ...cookieAttributes(secure),
    maxAge: FLOW_TTL_SECONDS,
  });
}

/** The flow of this browser, or undefined when the cookie is missing, tampered with or expired. */
export function readFlowCookie(request: FastifyRequest): OidcFlow | undefined {
  const raw = request.cookies[OIDC_FLOW_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const parsed = storedFlowSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    if (!parsed.success || parsed.data.expiresAt < Date.now()) return undefined;
    const { expiresAt: _expiresAt, ...flow } = parsed.data;
    return flow;
  } catch {
    return undefined;
  }
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(OIDC_FLOW_COOKIE, cookieAttributes(secure));
}
