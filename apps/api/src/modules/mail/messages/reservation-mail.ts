import type { ReactElement } from 'react';
import type { ComposedMail, Composer, SiteLinks } from './registry';
import { renderMail } from './render';
import { loadReservationMailData, type ReservationMailData } from './reservation-data';

/** A message about a reservation as written from its data: the body to render and the mail's own parts. */
export type ReservationMailParts = Pick<ComposedMail, 'subject' | 'attachments' | 'headers'> & {
  body: ReactElement;
};

/**
 * A message to the guest about one reservation (payload `{ reservationId }`): `write` gets the reservation's data
 * (it may throw `MailNoLongerNeeded`); replies go to the restaurant's email.
 */
export function reservationMail(
  write: (data: ReservationMailData, site: SiteLinks, at: Date) => ReservationMailParts,
): Composer {
  return async (db, payload, site, at) => {
    const data = await loadReservationMailData(db, payload.reservationId ?? '', site);
    const { body, ...parts } = write(data, site, at);
    return { ...parts, replyTo: data.restaurant.email || undefined, ...(await renderMail(body)) };
  };
}
