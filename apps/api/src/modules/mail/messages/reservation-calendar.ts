import { createEvent } from 'ics';
import type { ReservationMailData } from './reservation-data';

/** The booking as an `.ics` event a calendar app can add: its times in UTC, the restaurant as its place. */
export function reservationCalendarFile(data: ReservationMailData, uidHost: string) {
  const { error, value } = createEvent({
    uid: `reservation-${data.id}@${uidHost}`,
    productId: `-//${data.restaurant.name}//Reservations//EN`,
    method: 'PUBLISH',
    // Each change the restaurant makes raises it, so a calendar replaces the event rather than adding one.
    sequence: data.changes,
    start: data.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: data.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${data.tablesText} at ${data.restaurant.name}`,
    description: `${data.guests} guests · ${data.purpose}. To cancel: ${data.cancelUrl}`,
    location: data.restaurant.address,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be made');
  return {
    filename: 'reservation.ics',
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
