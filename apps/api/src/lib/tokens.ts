import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sessionId: string;
  userId: string;
}

export interface TokenSigner {
  /** A token issued by the clock at `now` that ends at `expiresAt`. */
  sign(claims: TokenClaims, expiresAt: Date, now: Date): Promise<string>;
  /** The claims of a well-formed token signed by us that has not expired by the clock at `now`, or undefined. */
  verify(token: string, now: Date): Promise<TokenClaims | undefined>;
}

/** Verified tokens kept at most; beyond that the memo starts empty again. */
const MAX_VERIFIED = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // A signature checked once stays valid until the token expires, so its claims are remembered by the exact
  // token text (an HMAC through WebCrypto costs more than the rest of a request). Whether the session is still
  // open is not remembered here: `authenticate` asks the database on every request.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    sign: ({ sessionId, userId }, expiresAt, now) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key),
    async verify(token, now) {
      const known = verified.get(token);
      if (known) {
        if (now.getTime() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
        const claims = { sessionId: payload.sid, userId: payload.sub };
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so restarts keep sessions. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt.secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
