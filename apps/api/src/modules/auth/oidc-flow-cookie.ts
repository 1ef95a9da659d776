import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OidcFlow } from './oidc-client';

export const OIDC_FLOW_COOKIE = 'oidc_flow';
/** Holds the browser secret of a sign-in code between the provider's answer and the exchange. */
export const SIGN_IN_SECRET_COOKIE = 'oidc_code_secret';
/** The cookies are sent back only to the Google sign-in routes. */
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

/** The same attributes when a cookie is set and when it is cleared. */
const cookieAttributes = (secure: boolean, sameSite: 'lax' | 'strict' = 'lax') =>
  ({ httpOnly: true, sameSite, secure, path: COOKIE_PATH }) as const;

function readSignedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}

/**
 * Keeps the flow's state, nonce and PKCE verifier in a short-lived, signed, httpOnly cookie: the callback only
 * accepts an answer in the same browser that started the sign-in. SameSite=Lax, so the provider's top-level
 * redirect back carries it.
 */
export function setFlowCookie(reply: FastifyReply, flow: OidcFlow, secure: boolean, now: Date): void {
  const value = Buffer.from(
    JSON.stringify({ ...flow, expiresAt: now.getTime() + FLOW_TTL_SECONDS * 1000 }),
  ).toString('base64url');
  void reply.setCookie(OIDC_FLOW_COOKIE, value, {
    signed: true,
    ...cookieAttributes(secure),
    maxAge: FLOW_TTL_SECONDS,
  });
}

/** The flow of this browser, or undefined when the cookie is missing, tampered with or expired at `now`. */
export function readFlowCookie(request: FastifyRequest, now: Date): OidcFlow | undefined {
  const value = readSignedCookie(request, OIDC_FLOW_COOKIE);
  if (!value) return undefined;
  try {
    const parsed = storedFlowSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.expiresAt < now.getTime()) return undefined;
    const { expiresAt: _expiresAt, ...flow } = parsed.data;
    return flow;
  } catch {
    return undefined;
  }
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(OIDC_FLOW_COOKIE, cookieAttributes(secure));
}

/**
 * The browser secret of a sign-in code, in a signed httpOnly cookie that lives as long as the code. Strict:
 * only this site's own pages send it to the exchange.
 */
export function setSignInSecretCookie(
  reply: FastifyReply,
  browserSecret: string,
  { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number },
): void {
  void reply.setCookie(SIGN_IN_SECRET_COOKIE, browserSecret, {
    signed: true,
    ...cookieAttributes(secure, 'strict'),
    maxAge: maxAgeSeconds,
  });
}

export function readSignInSecretCookie(request: FastifyRequest): string | undefined {
  return readSignedCookie(request, SIGN_IN_SECRET_COOKIE);
}

export function clearSignInSecretCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SIGN_IN_SECRET_COOKIE, cookieAttributes(secure, 'strict'));
}
