// How the restaurant's address is written and reached, without zod (pages that show it).
import type { RestaurantAddress } from './restaurant';

/** A maps search at the restaurant's coordinates: directions from wherever the visitor is (opens in a new tab). */
export function directionsHref({ lat, lng }: RestaurantAddress['coordinates']): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** The address as two lines: street, then city, state and zip code. */
export function addressLines(address: RestaurantAddress): [string, string] {
  const region = [address.state, address.zipCode].filter(Boolean).join(' ');
  return [address.street, [address.city, region].filter(Boolean).join(', ')];
}
