import { MARKETING_CONSENT_TEXTS } from '@flame/shared';
import type { Database } from '../../../db/client';
import type { outboxMessages } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import { marketingOptOutToken } from '../marketing-consent';
import { withFooterLink, type FooterLink } from '../templates/footer-link';
import type { OutgoingMail } from '../transport';
import { composeEmailChangeNotice } from './email-change-notice';
import { composeEmailVerification } from './email-verification';
import { composeGoogleTakeoverNotice } from './google-takeover-notice';
import { composePasswordReset } from './password-reset';
import { composeReservationBooked, composeReservationChanged } from './reservation-booked';
import { composeReservationCancelled } from './reservation-cancelled';
import {
  composeReservationGuestCancelled,
  composeReservationGuestCancelledNotice,
} from './reservation-guest-cancelled';
import { composeReservationDeclined } from './reservation-declined';
import { composeReservationReminder } from './reservation-reminder';
import { composeOrderReceived } from './order-received';
import { composeOrderingUnwatched, composeOrderWaiting } from './escalation-mail';
import { composeCateringRequest, composeContactMessage } from './inbox-mail';
import { composeOrderCancelled } from './order-cancelled';
import { composeOrderChanged } from './order-changed';
import { composeOrderPickupMoved } from './order-pickup-moved';
import { composeOrderPlaced } from './order-placed';
import { composeOrderReady } from './order-ready';
import { composeWaitlistJoined, composeWaitlistReady } from './waitlist-mail';
import type { Composer, ReadWithMessage, SiteLinks } from './composed-mail';
import type { MailKind } from './mail-kinds';

const COMPOSERS: Record<MailKind, Composer> = {
  order_placed: composeOrderPlaced,
  order_ready: composeOrderReady,
  order_cancelled: composeOrderCancelled,
  order_pickup_moved: composeOrderPickupMoved,
  order_changed: composeOrderChanged,
  catering_request: composeCateringRequest,
  contact_message: composeContactMessage,
  password_reset: composePasswordReset,
  reservation_booked: composeReservationBooked,
  reservation_changed: composeReservationChanged,
  reservation_cancelled: composeReservationCancelled,
  reservation_declined: composeReservationDeclined,
  reservation_reminder: composeReservationReminder,
  order_received: composeOrderReceived,
  email_verification: composeEmailVerification,
  email_change_notice: composeEmailChangeNotice,
  google_takeover_notice: composeGoogleTakeoverNotice,
  order_waiting: composeOrderWaiting,
  ordering_unwatched: composeOrderingUnwatched,
  reservation_guest_cancelled: composeReservationGuestCancelled,
  reservation_guest_cancelled_notice: composeReservationGuestCancelledNotice,
  waitlist_joined: composeWaitlistJoined,
  waitlist_ready: composeWaitlistReady,
};

/** Messages to the restaurant's own address: they carry no guest's marketing link. */
const STAFF_KINDS: ReadonlySet<MailKind> = new Set([
  'order_received',
  'catering_request',
  'contact_message',
  'order_waiting',
  'ordering_unwatched',
  'reservation_guest_cancelled_notice',
]);

/** Every message to a guest ends with a link that withdraws the recipient's marketing consent. */
function footerLinkOf(row: typeof outboxMessages.$inferSelect, site: SiteLinks): FooterLink | undefined {
  if (STAFF_KINDS.has(row.kind as MailKind)) return undefined;
  const token = marketingOptOutToken(site.links, row.recipient);
  return {
    href: `${site.siteUrl}/email-offers?token=${encodeURIComponent(token)}`,
    label: MARKETING_CONSENT_TEXTS.footerLink,
  };
}

/**
 * The message an outbox row stands for, with its content read at `at` (also its date) and its Message-ID fixed
 * by the row.
 */
export async function composeMail(
  db: Database,
  row: typeof outboxMessages.$inferSelect,
  site: SiteLinks,
  at: Date,
  read?: ReadWithMessage,
): Promise<OutgoingMail> {
  const composer = COMPOSERS[row.kind as MailKind] as Composer | undefined;
  if (!composer) throw new PermanentMailError(`Unknown message kind '${row.kind}'`);
  const composed = await withFooterLink(footerLinkOf(row, site), () =>
    composer(db, row.payload as Record<string, string>, site, at, read),
  );
  return {
    messageId: `<${row.id}@${new URL(site.siteUrl).hostname}>`,
    to: row.recipient,
    date: at,
    ...composed,
  };
}
