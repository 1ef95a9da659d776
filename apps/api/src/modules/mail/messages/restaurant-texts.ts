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

/** 'Tue, Nov 24 at 7:30 PM', in the restaurant's time zone. */
export function pickupTimeText(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(instant)} at ${time.format(instant)}`;
}
