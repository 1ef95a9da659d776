import type { restaurants } from '../../../db/schema';

type RestaurantRow = typeof restaurants.$inferSelect;

/** '2410 South Lamar Blvd, Austin, TX 78704'. */
export function oneLineAddress(r: Pick<RestaurantRow, 'street' | 'city' | 'state' | 'zipCode'>): string {
  return [r.street, r.city, [r.state, r.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A maps link with directions to the restaurant's pin. */
export function directionsHref(r: Pick<RestaurantRow, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${r.lat},${r.lng}`;
}

/** Formatters by time zone: made once each (making one takes longer than formatting with it). */
const pickupFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** 'Tue, Nov 24 at 7:30 PM', in the restaurant's time zone. */
export function pickupTimeText(instant: Date, timeZone: string): string {
  let formats = pickupFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    pickupFormats.set(timeZone, formats);
  }
  return `${formats.day.format(instant)} at ${formats.time.format(instant)}`;
}
