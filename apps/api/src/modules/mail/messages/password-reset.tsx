import { PASSWORD_RESET_TTL_MINUTES } from '@flame/shared';
import { Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordResets, users } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import { hashLinkToken } from '../link-tokens';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { loadRestaurantFooter, type RestaurantFooter } from './restaurant-footer';

function PasswordReset({
  name,
  resetUrl,
  restaurant,
}: {
  name: string;
  resetUrl: string;
  restaurant: RestaurantFooter;
}) {
  return (
    <BrandLayout
      preview={`The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once.`}
      heading="Reset your password"
      restaurant={restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        Hi {name}, someone (we hope you) asked to reset the password of your {restaurant.name} account. Choose
        a new one with the button below. The link works for {PASSWORD_RESET_TTL_MINUTES} minutes and only
        once; choosing a new password signs you out on every device.
      </Text>
      <LinkButton href={resetUrl} label="Choose a new password" />
      <Text style={{ margin: '16px 0 0' }}>Or open this address: {resetUrl}</Text>
      <Text style={{ margin: '16px 0 0' }}>
        If you did not ask for this, ignore this email: your password stays as it is.
      </Text>
    </BrandLayout>
  );
}

/** To the account's email: the link to `/reset-password` (payload `{ resetId, userId }`). */
export async function composePasswordReset(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const token = site.links.sign('password-reset', payload.resetId ?? '');
  const [live] = await db
    .select({ name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashLinkToken(token)));
  if (!live) throw new PermanentMailError('The reset link was used or replaced before it was sent');
  const restaurant = await loadRestaurantFooter(db);
  const resetUrl = `${site.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    subject: `Reset your ${restaurant.name} password`,
    replyTo: restaurant.email || undefined,
    ...(await renderMail(<PasswordReset name={live.name} resetUrl={resetUrl} restaurant={restaurant} />)),
  };
}
