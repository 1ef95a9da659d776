import {
  MAIL_PREFERENCE_TEXTS,
  type MailPreferences,
  type MailPreferencesBody,
  type MailSettings,
  type UnsubscribeView,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restaurants, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { LinkTokens } from './link-tokens';
import { giveMarketingConsent, withdrawMarketingConsent } from './marketing-consent';

const preferenceColumns = {
  reminderEmails: users.reminderEmails,
  marketingConsentAt: users.marketingConsentAt,
};

function toPreferences(row: { reminderEmails: boolean; marketingConsentAt: Date | null }): MailPreferences {
  return {
    reminderEmails: row.reminderEmails,
    marketingEmails: row.marketingConsentAt !== null,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
  };
}

export async function mailPreferencesOf(db: Database, userId: string): Promise<MailPreferences> {
  const [row] = await db.select(preferenceColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Account not found');
  return toPreferences(row);
}

/**
 * Saves the profile's switches. Turning offers and news on gives marketing consent from `now` (kept as first
 * given when it was on already); turning it off withdraws it from every account with the customer's address.
 */
export async function saveMailPreferences(
  db: Database,
  userId: string,
  preferences: MailPreferencesBody,
  now: Date,
): Promise<MailPreferences> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ reminderEmails: preferences.reminderEmails })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!row) throw notFound('Account not found');
    if (preferences.marketingEmails === true) await giveMarketingConsent(tx, userId, now);
    if (preferences.marketingEmails === false) await withdrawMarketingConsent(tx, row.email);
  });
  return mailPreferencesOf(db, userId);
}

const invalidLink = () =>
  badRequest(MAIL_PREFERENCE_TEXTS.invalidLink, { token: [MAIL_PREFERENCE_TEXTS.invalidLink] });

async function accountOfLink(db: Database, links: LinkTokens, token: string) {
  const userId = links.verify('reminders-off', token);
  if (!userId) throw invalidLink();
  const [row] = await db
    .select({ id: users.id, email: users.email, reminderEmails: users.reminderEmails })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw invalidLink();
  return row;
}

/** Whose reminders a 'Turn off booking reminders' link turns off, and whether they are on. Changes nothing. */
export async function viewUnsubscribe(
  db: Database,
  links: LinkTokens,
  token: string,
): Promise<UnsubscribeView> {
  const { email, reminderEmails } = await accountOfLink(db, links, token);
  return { email, reminderEmails };
}

/** Turns the link's account's reminders off; using the link again changes nothing more. */
export async function unsubscribe(db: Database, links: LinkTokens, token: string): Promise<UnsubscribeView> {
  const account = await accountOfLink(db, links, token);
  await db.update(users).set({ reminderEmails: false }).where(eq(users.id, account.id));
  return { email: account.email, reminderEmails: false };
}

export async function mailSettingsOf(db: Database, restaurantId: string): Promise<MailSettings> {
  const [row] = await db
    .select({ reminderHours: restaurants.reminderHours, newOrderEmails: restaurants.newOrderEmails })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('Restaurant not found');
  return row;
}

/** Settings → Email. A new reminder time applies to every booking not reminded yet. */
export async function saveMailSettings(
  db: Database,
  restaurantId: string,
  settings: MailSettings,
): Promise<MailSettings> {
  const [row] = await db
    .update(restaurants)
    .set(settings)
    .where(eq(restaurants.id, restaurantId))
    .returning({ reminderHours: restaurants.reminderHours, newOrderEmails: restaurants.newOrderEmails });
  if (!row) throw notFound('Restaurant not found');
  return row;
}
