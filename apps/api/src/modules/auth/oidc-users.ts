import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import type { OidcIdentity } from './oidc-client';
import { endSessionsOf } from './session-ends';

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

interface Context {
  bus: EventBus;
  now: Date;
}

/**
 * Finds or creates the user of a provider identity whose email the provider vouched: first by the provider's
 * subject, then by email, else a new customer; the address is verified either way. An account found by email
 * is linked only when its address was verified; one whose address was not (anyone could have made it with a
 * password) is taken over (`takeOver`).
 */
export async function userOfIdentity(
  db: Database,
  identity: OidcIdentity,
  context: Context,
): Promise<string> {
  const { email } = identity;
  if (!email || !identity.emailVerified) throw new OidcSignInRefused('google_email');

  return findOrCreate(db, identity, email, context).catch(async (error: unknown) => {
    // Two callbacks of one new account at the same moment: the second finds the first's row.
    if (isUniqueViolation(error)) return findOrCreate(db, identity, email, context);
    throw error;
  });
}

/**
 * The Google identity takes an unverified password account with its address: the password is removed, every
 * session ends (with its reset link, pending email change and streams), the address becomes verified, and
 * the address is told, all in one transaction.
 */
async function takeOver(
  tx: Transaction,
  userId: string,
  subject: string,
  email: string,
  { bus, now }: Context,
) {
  await tx
    .update(users)
    .set({ oidcSubject: subject, passwordHash: null, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await endSessionsOf(tx, bus, userId, { reason: 'google', now });
  await queueMail(tx, { kind: 'google_takeover_notice', recipient: email, payload: { userId } }, now);
}

async function findOrCreate(
  db: Database,
  identity: OidcIdentity,
  email: string,
  context: Context,
): Promise<string> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const [bySubject] = await tx
      .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.oidcSubject, identity.subject))
      .limit(1);
    if (bySubject) {
      if (!bySubject.emailVerifiedAt && bySubject.email === email) {
        await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, bySubject.id));
      }
      return bySubject.id;
    }

    const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
    if (byEmail) {
      if (byEmail.oidcSubject && byEmail.oidcSubject !== identity.subject) {
        throw new OidcSignInRefused('google_linked');
      }
      if (!byEmail.emailVerifiedAt) {
        await takeOver(tx, byEmail.id, identity.subject, email, context);
        return byEmail.id;
      }
      await tx
        .update(users)
        .set({ oidcSubject: identity.subject, updatedAt: now })
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
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    return created!.id;
  });
}
