import { ordinal, quotedWaitText, WAITLIST_TEXTS } from '@flame/shared';
import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import type { Database } from '../../../db/client';
import { PermanentMailError } from '../delivery-policy';
import { guestView } from '../../waitlist/service';
import { waitlistLink } from '../../waitlist/waitlist-link';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { loadRestaurantFooter } from './restaurant-footer';

type View = Awaited<ReturnType<typeof guestView>>;

async function load(db: Database, payload: Record<string, string>, site: SiteLinks) {
  const entryId = payload.entryId ?? '';
  const view = await guestView(db, entryId).catch(() => {
    throw new PermanentMailError('The waitlist entry no longer exists');
  });
  return {
    view,
    link: waitlistLink(site.siteUrl, site.links, entryId),
    restaurant: await loadRestaurantFooter(db),
  };
}

function placeText(view: View): string {
  return view.placeInLine === null ? '' : ` You are ${ordinal(view.placeInLine)} in line.`;
}

/** To a walk-in who gave an email, as the host adds them: the link to their live place in line. */
export async function composeWaitlistJoined(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const { view, link, restaurant } = await load(db, payload, site);
  const heading = `You are on the waitlist at ${restaurant.name}`;
  return {
    subject: heading,
    replyTo: restaurant.email || undefined,
    ...(await renderMail(
      <BrandLayout
        preview={`Quoted wait: ${quotedWaitText(view.quotedMinutes)}.`}
        heading={heading}
        restaurant={restaurant}
      >
        <Text style={{ margin: '0 0 16px' }}>
          Hi {view.name}, thanks for waiting for a table for {view.partySize}. Quoted wait:{' '}
          {quotedWaitText(view.quotedMinutes)}.{placeText(view)} Keep this page open: it tells you the moment
          your table is ready.
        </Text>
        <LinkButton href={link} label="See your place in line" />
      </BrandLayout>,
    )),
  };
}

/** To a walk-in who gave an email, as the host taps Notify. */
export async function composeWaitlistReady(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const { view, link, restaurant } = await load(db, payload, site);
  return {
    subject: `${WAITLIST_TEXTS.ready} at ${restaurant.name}`,
    replyTo: restaurant.email || undefined,
    ...(await renderMail(
      <BrandLayout
        preview={WAITLIST_TEXTS.readyDetail}
        heading={WAITLIST_TEXTS.ready}
        restaurant={restaurant}
      >
        <Text style={{ margin: '0 0 16px' }}>
          Hi {view.name}, your table for {view.partySize} is ready. {WAITLIST_TEXTS.readyDetail}
        </Text>
        <LinkButton href={link} label="Open your waitlist page" />
      </BrandLayout>,
    )),
  };
}
