import type { AuthResult, ChangePasswordBody, LoginBody, ProfileBody, SignupBody, User } from '@flame/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import type { EventBus } from '../../plugins/event-bus';
import type { LinkTokens } from '../mail/link-tokens';
import { queueMail } from '../mail/outbox';
import { issueEmailLink } from './email-verification';
import { endSessionsOf } from './session-ends';
import { newId } from '../../lib/ids';
import { hashPassword, UNUSED_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import { sessionExpiry, type SessionSettings, type SessionUser } from '../../lib/sessions';
import { assertStrongPassword } from './password-policy';
import { loadUserDto } from './user-dto';

const EMAIL_TAKEN = 'An account with this email already exists';
const WRONG_PASSWORD = 'Your current password is not correct';
const NO_PASSWORD =
  'Your account signs in with Google and has no password here, so its email and password are those of your Google account and cannot be changed here.';

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Opens a session row for the user, lasting the session's days from now, and signs a token that names it. */
export async function openSession(
  db: Database,
  settings: SessionSettings,
  userId: string,
  now: Date,
): Promise<string> {
  const sessionId = newId();
  const expiresAt = sessionExpiry(settings, now);
  await db.insert(sessions).values({ id: sessionId, userId, expiresAt, createdAt: now });
  return settings.tokens.sign({ sessionId, userId }, expiresAt, now);
}

/** A session for a user whose identity was proven elsewhere (a redeemed sign-in code). */
export async function signInUser(
  db: Database,
  settings: SessionSettings,
  userId: string,
  now: Date,
): Promise<AuthResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const token = await openSession(db, settings, user.id, now);
  return { user: await loadUserDto(db, user), token };
}

/** A new account, signed in, whose address is verified by the link queued to it in the same transaction. */
export async function signup(
  db: Database,
  settings: SessionSettings,
  links: LinkTokens,
  body: SignupBody,
  now: Date,
): Promise<AuthResult> {
  assertStrongPassword(body.password, body);
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          id: newId(),
          name: body.name,
          email: body.email,
          passwordHash,
          role: 'customer',
          marketingConsentAt: body.marketingConsent ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await issueEmailLink(tx, links, { userId: row!.id, email: row!.email }, now);
      return row;
    });
    const token = await openSession(db, settings, user!.id, now);
    return { user: await loadUserDto(db, user!), token };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

const INVALID_LOGIN = 'Invalid email or password';

/**
 * Opens a session only while the account still has the email and password hash that the login checked. The
 * user's row is locked for the check and the insert, and a change of password or email updates that row and
 * ends the other sessions in one transaction: a login that checked the old ones either opens its session before
 * the change (which then ends it) or finds them changed and opens none.
 */
async function openSessionForCheckedCredentials(
  db: Database,
  settings: SessionSettings,
  checked: { id: string; email: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const sessionId = newId();
  const expiresAt = sessionExpiry(settings, now);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, checked.id))
      .for('share');
    if (current?.email !== checked.email || current.passwordHash !== checked.passwordHash) {
      throw unauthorized(INVALID_LOGIN);
    }
    await tx.insert(sessions).values({ id: sessionId, userId: checked.id, expiresAt, createdAt: now });
  });
  return settings.tokens.sign({ sessionId, userId: checked.id }, expiresAt, now);
}

/** The same answer and about the same time whether the email is unknown or the password wrong. */
export async function login(
  db: Database,
  settings: SessionSettings,
  body: LoginBody,
  now: Date,
): Promise<AuthResult> {
  const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? UNUSED_PASSWORD_HASH);
  if (!user || !user.passwordHash || !matches) throw unauthorized(INVALID_LOGIN);
  const checked = { ...user, passwordHash: user.passwordHash };
  const token = await openSessionForCheckedCredentials(db, settings, checked, now);
  return { user: await loadUserDto(db, user), token };
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user, this one included (and its reset link, and its sessions' streams). */
export async function logoutEverywhere(
  db: Database,
  bus: EventBus,
  userId: string,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => endSessionsOf(tx, bus, userId, { reason: 'everywhere', now }));
}

/** Refuses a sensitive change unless the current password is given and right. */
async function assertCurrentPassword(user: SessionUser, currentPassword: string | undefined): Promise<void> {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD);
  if (!currentPassword || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw badRequest(WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
  }
}

/** A new password ends every other session, its reset link and its other sessions' streams. */
export async function changePassword(
  db: Database,
  bus: EventBus,
  user: SessionUser,
  body: ChangePasswordBody,
  now: Date,
): Promise<void> {
  await assertCurrentPassword(user, body.currentPassword);
  assertStrongPassword(body.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await endSessionsOf(tx, bus, user.id, { reason: 'password', now, keptSessionId: user.sessionId });
  });
}

/**
 * Saves the name and the phone at once. A new email is not: a link goes to the new address, which becomes the account's
 * only when it is opened (`verifyEmail`), and the current address is told, in the same transaction.
 */
export async function updateProfile(
  db: Database,
  links: LinkTokens,
  user: SessionUser,
  body: ProfileBody,
  now: Date,
): Promise<{ user: User; emailChangeRequested: boolean }> {
  const userId = user.id;
  const emailChanges = body.email !== user.email;
  if (emailChanges) await assertCurrentPassword(user, body.currentPassword);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, body.email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        name: body.name,
        // Absent: kept as it is; '' removes it.
        ...(body.phone === undefined ? {} : { phone: body.phone || null }),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw notFound('User not found');
    if (emailChanges) {
      await issueEmailLink(tx, links, { userId, email: body.email }, now);
      await queueMail(
        tx,
        {
          kind: 'email_change_notice',
          recipient: row.email,
          payload: { userId, newEmail: body.email },
        },
        now,
      );
    }
    return row;
  });
  return { user: await loadUserDto(db, updated), emailChangeRequested: emailChanges };
}
