import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';
import { ReservationTurnedDown } from './reservation-turned-down';

const declinedTexts = (data: ReservationMailData) => ({
  preview: `We are sorry: we cannot seat your party on ${data.day} at ${data.time}.`,
  heading: `We cannot take your party on ${data.day}`,
  apology: `we cannot seat your party of ${data.guests} at that time. Reply to this email or call us at ${data.restaurant.phone} and we will gladly find another time with you.`,
  buttonLabel: 'Choose another time',
});

/** To the guest when the restaurant declines their party's request, with the restaurant's reason. */
export const composeReservationDeclined = reservationMail((data) => ({
  subject: `Your request for ${data.day} at ${data.time}: we cannot seat your party`,
  body: <ReservationTurnedDown data={data} texts={declinedTexts(data)} />,
}));
