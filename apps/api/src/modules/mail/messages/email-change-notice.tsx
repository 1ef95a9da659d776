import { Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { loadRestaurantFooter, type RestaurantFooter } from './restaurant-footer';

function EmailChangeNotice({
  name,
  newEmail,
  secureUrl,
  restaurant,
}: {
  name: string;
  newEmail: string;
  secureUrl: string;
  restaurant: RestaurantFooter;
}) {
  return (
    <BrandLayout
      preview={`A change of your account's email to ${newEmail} was asked for.`}
      heading="Your email address is about to change"
      restaurant={restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        Hi {name}, someone signed in to your {restaurant.name} account asked to change its email to {newEmail}
        . It changes when the link we sent to that address is opened.
      </Text>
      <Text style={{ margin: '0 0 16px' }}>
        If this was not you, secure your account now: choose a new password with the button below, which signs
        out every device and stops the change while this address is still your account&apos;s.
      </Text>
      <LinkButton href={secureUrl} label="Secure my account" />
      <Text style={{ margin: '16px 0 0' }}>Or open this address: {secureUrl}</Text>
      <Text style={{ margin: '16px 0 0' }}>If it was you, there is nothing to do here.</Text>
    </BrandLayout>
  );
}

/** To the account's current address when a change to another was asked (payload `{ userId, newEmail }`). */
export async function composeEmailChangeNotice(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const [user] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, payload.userId ?? ''));
  if (!user) throw new PermanentMailError('The account no longer exists');
  const restaurant = await loadRestaurantFooter(db);
  const secureUrl = `${site.siteUrl}/forgot-password`;
  return {
    subject: `Your ${restaurant.name} email address is about to change`,
    replyTo: restaurant.email || undefined,
    ...(await renderMail(
      <EmailChangeNotice
        name={user.name}
        newEmail={payload.newEmail ?? ''}
        secureUrl={secureUrl}
        restaurant={restaurant}
      />,
    )),
  };
}
