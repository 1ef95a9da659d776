import type { ReactElement } from 'react';
import type { ComposedMail, Composer, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { loadReservationMailData, type ReservationMailData } from './reservation-data';

/** A message about a reservation as written from its data: the body to render and the mail's own parts. */
export type ReservationMailParts = Pick<ComposedMail, 'subject' | 'attachments' | 'headers'> & {
  body: ReactElement;
};

/**
 * A message about one reservation (payload `{ reservationId }`): `write` gets the reservation's data (it may
 * throw `MailNoLongerNeeded`). Replies go to the restaurant's email, or to the guest's for a message to the
 * restaurant (`replyTo: 'guest'`).
 */
export function reservationMail(
  write: (data: ReservationMailData, site: SiteLinks, at: Date) => ReservationMailParts,
  { replyTo = 'restaurant' }: { replyTo?: 'restaurant' | 'guest' } = {},
): Composer {
  return async (db, payload, site, at) => {
    const data = await loadReservationMailData(db, payload.reservationId ?? '', site);
    const { body, ...parts } = write(data, site, at);
    const replyAddress = replyTo === 'guest' ? data.guestEmail : data.restaurant.email;
    return { ...parts, replyTo: replyAddress || undefined, ...(await renderMail(body)) };
  };
}
