import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { OidcIdentity } from './oidc-client';

/** Why a verified identity cannot sign in; the code goes on `/login?error=…`. */
export class OidcSignInRefused extends AppError {
  constructor(readonly code: 'google_email' | 'google_linked') {
    super(403, code === 'google_email' ? 'The email address is not verified' : 'Email linked elsewhere');
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * Finds or creates the user of a provider identity: first by the provider's subject, then by verified email
 * (an existing email account is linked, not duplicated), else a new customer.
 */
export async function userOfIdentity(db: Database, identity: OidcIdentity): Promise<string> {
  const { email } = identity;
  if (!email || !identity.emailVerified) throw new OidcSignInRefused('google_email');

  return findOrCreate(db, identity, email).catch(async (error: unknown) => {
    // Two callbacks of one new account at the same moment: the second finds the first's row.
    if (isUniqueViolation(error)) return findOrCreate(db, identity, email);
    throw error;
  });
}

async function findOrCreate(db: Database, identity: OidcIdentity, email: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [bySubject] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.oidcSubject, identity.subject))
      .limit(1);
    if (bySubject) return bySubject.id;

    const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
    if (byEmail) {
      if (byEmail.oidcSubject && byEmail.oidcSubject !== identity.subject) {
        throw new OidcSignInRefused('google_linked');
      }
      await tx
        .update(users)
        .set({ oidcSubject: identity.subject, updatedAt: new Date() })
        .where(eq(users.id, byEmail.id));
      return byEmail.id;
    }

    const [created] = await tx
      .insert(users)
      .values({
        id: newId(),
        name: (identity.name || email.split('@')[0] || 'Guest').slice(0, 100),
        email,
        passwordHash: null,
        role: 'customer',
        oidcSubject: identity.subject,
      })
      .returning({ id: users.id });
    return created!.id;
  });
}
