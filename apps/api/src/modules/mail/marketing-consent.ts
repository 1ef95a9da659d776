import { MARKETING_CONSENT_TEXTS, type MarketingOptOutView } from '@flame/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { LinkTokens } from './link-tokens';

type Executor = Database | Transaction;

/**
 * Marks the account as agreeing to marketing email from `now`. Consent already given keeps the time it was
 * first given, so ticking the box again at a later checkout does not move it.
 */
export async function giveMarketingConsent(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      marketingConsentAt: sql`coalesce(${users.marketingConsentAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/**
 * Withdraws marketing consent from every account with this email address (in any letter case): an email's
 * footer link names an address, and the guest book merges a guest's accounts by it.
 */
export async function withdrawMarketingConsent(db: Executor, email: string): Promise<void> {
  await db
    .update(users)
    .set({ marketingConsentAt: null })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
}

/** The address a footer link's token was signed for, in lower case; 400 for a token not signed by us. */
function emailOfLink(links: LinkTokens, token: string): string {
  const email = links.verify('marketing-off', token);
  if (!email) {
    throw badRequest(MARKETING_CONSENT_TEXTS.invalidLink, { token: [MARKETING_CONSENT_TEXTS.invalidLink] });
  }
  return email;
}

/** The token of the footer's 'Stop offers and news' link of a message to this address. */
export const marketingOptOutToken = (links: LinkTokens, email: string) =>
  links.sign('marketing-off', email.trim().toLowerCase());

/** Whether the footer link's address has an account that agreed to marketing email. Changes nothing. */
export async function viewMarketingOptOut(
  db: Database,
  links: LinkTokens,
  token: string,
): Promise<MarketingOptOutView> {
  const email = emailOfLink(links, token);
  const [row] = await db
    .select({ consentAt: users.marketingConsentAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email} and ${users.marketingConsentAt} is not null`)
    .limit(1);
  return { email, marketingConsent: Boolean(row) };
}

/** Withdraws the footer link's address from marketing email; using the link again changes nothing more. */
export async function marketingOptOut(
  db: Database,
  links: LinkTokens,
  token: string,
): Promise<MarketingOptOutView> {
  const email = emailOfLink(links, token);
  await withdrawMarketingConsent(db, email);
  return { email, marketingConsent: false };
}
