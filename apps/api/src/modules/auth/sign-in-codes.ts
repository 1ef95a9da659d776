import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInCodes } from '../../db/schema';

/** A sign-in code is exchanged within a minute of the provider's answer, or never. */
export const SIGN_IN_CODE_TTL_SECONDS = 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * Issues the code the address carries and the secret the browser's cookie keeps; only their hashes are
 * stored. Codes that expired unused are swept away on the way.
 */
export async function issueSignInCode(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ code: string; browserSecret: string }> {
  const code = randomSecret();
  const browserSecret = randomSecret();
  await db.delete(signInCodes).where(lte(signInCodes.expiresAt, now));
  await db.insert(signInCodes).values({
    codeHash: sha256(code),
    browserSecretHash: sha256(browserSecret),
    userId,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
  });
  return { code, browserSecret };
}

/**
 * The user of a live code presented with the secret of the browser it was issued to, or undefined. The code
 * is spent in the same statement that finds it, so two exchanges racing for it cannot both win.
 */
export async function redeemSignInCode(
  db: Database,
  { code, browserSecret }: { code: string; browserSecret: string },
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.codeHash, sha256(code)),
        eq(signInCodes.browserSecretHash, sha256(browserSecret)),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .returning({ userId: signInCodes.userId });
  return row?.userId;
}
