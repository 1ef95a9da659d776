import type { ReservationMailData } from './reservation-data';
import { reservationMail } from './reservation-mail';
import { ReservationTurnedDown } from './reservation-turned-down';

const cancelledTexts = (data: ReservationMailData) => ({
  preview: `We are sorry: your booking of ${data.tablesText} for ${data.day} at ${data.time} is cancelled.`,
  heading: `The restaurant cancelled your reservation for ${data.day}`,
  apology: `we had to cancel this booking. Reply to this email or call us at ${data.restaurant.phone} if you have a question, or choose another time.`,
  buttonLabel: 'Book another time',
});

/** To the guest when the restaurant cancels their reservation; it names every table the booking held. */
export const composeReservationCancelled = reservationMail((data) => ({
  subject: `Reservation cancelled: ${data.tablesText}, ${data.day} at ${data.time}`,
  body: <ReservationTurnedDown data={data} texts={cancelledTexts(data)} />,
}));
