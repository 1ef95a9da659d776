import { Text } from '@react-email/components';
import type { Database } from '../../../db/client';
import { BrandLayout } from '../templates/brand-layout';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { loadRestaurantFooter, type RestaurantFooter } from './restaurant-footer';

function GoogleTakeoverNotice({ restaurant }: { restaurant: RestaurantFooter }) {
  return (
    <BrandLayout
      preview="Your account now signs in with Google only."
      heading="Your account now signs in with Google"
      restaurant={restaurant}
    >
      <Text style={{ margin: '0 0 16px' }}>
        You just signed in to {restaurant.name} with Google. An account with this address had been made with a
        password before, and nobody had confirmed the address, so it may not have been made by you. That
        account is now yours and signs in with Google only: its password is removed and every device that used
        it is signed out.
      </Text>
      <Text style={{ margin: '0 0 16px' }}>
        Please look at its saved addresses, phone and orders, and remove what is not yours.
      </Text>
    </BrandLayout>
  );
}

/** To an address whose unverified password account Google's sign-in took over (payload `{ userId }`). */
export async function composeGoogleTakeoverNotice(
  db: Database,
  _payload: Record<string, string>,
  _site: SiteLinks,
): Promise<ComposedMail> {
  const restaurant = await loadRestaurantFooter(db);
  return {
    subject: `Your ${restaurant.name} account now signs in with Google`,
    replyTo: restaurant.email || undefined,
    ...(await renderMail(<GoogleTakeoverNotice restaurant={restaurant} />)),
  };
}
