import { EMAIL_VERIFICATION_TTL_HOURS } from '@flame/shared';
import { Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailVerifications, users } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import { hashLinkToken } from '../link-tokens';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { loadRestaurantFooter, type RestaurantFooter } from './restaurant-footer';

function EmailVerification({
  name,
  isChange,
  verifyUrl,
  restaurant,
}: {
  name: string;
  isChange: boolean;
  verifyUrl: string;
  restaurant: RestaurantFooter;
}) {
  return (
    <BrandLayout
      preview={`The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours, once.`}
      heading={isChange ? 'Confirm your new email address' : 'Confirm your email address'}
      restaurant={restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        {isChange
          ? `Hi ${name}, you asked to use this address for your ${restaurant.name} account. It becomes your account's email when you open the link below; until then your account keeps its current one.`
          : `Hi ${name}, welcome to ${restaurant.name}! Please confirm that this address is yours: until you do, your account can hold one order and one table booking at a time.`}{' '}
        The link works for {EMAIL_VERIFICATION_TTL_HOURS} hours and only once.
      </Text>
      <LinkButton href={verifyUrl} label={isChange ? 'Use this address' : 'Confirm my email'} />
      <Text style={{ margin: '16px 0 0' }}>Or open this address: {verifyUrl}</Text>
      <Text style={{ margin: '16px 0 0' }}>If you did not ask for this, ignore this email.</Text>
    </BrandLayout>
  );
}

/** To the address being proved: the link to `/verify-email` (payload `{ verificationId }`). */
export async function composeEmailVerification(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const token = site.links.sign('email-verify', payload.verificationId ?? '');
  const [live] = await db
    .select({ name: users.name, current: users.email, proves: emailVerifications.email })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(eq(emailVerifications.tokenHash, hashLinkToken(token)));
  if (!live) throw new PermanentMailError('The verification link was used or replaced before it was sent');
  const restaurant = await loadRestaurantFooter(db);
  const verifyUrl = `${site.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const isChange = live.proves !== live.current;
  return {
    subject: isChange
      ? `Confirm your new ${restaurant.name} email address`
      : `Confirm your ${restaurant.name} email address`,
    replyTo: restaurant.email || undefined,
    ...(await renderMail(
      <EmailVerification
        name={live.name}
        isChange={isChange}
        verifyUrl={verifyUrl}
        restaurant={restaurant}
      />,
    )),
  };
}
