import type { Restaurant } from '@flame/shared';
import type { LatLng } from '../../../components/map/map-view';

/** The address map's zoom at a known place: a street and its neighbours. */
export const ADDRESS_MAP_ZOOM = 13;

/** The whole world, when no place is known. */
const WORLD = { center: { lat: 0, lng: 0 }, zoom: 2 };

export type MapStart = { center: LatLng; zoom: number; atRestaurant: boolean };

/**
 * Where the address map starts before the customer places the pin (the device location, when known, comes
 * later and wins): the restaurant, whose customers mostly live around it, at street zoom; the whole world at
 * 0,0 while the restaurant is unknown or has no coordinates.
 */
export function addressMapStart(restaurant: Pick<Restaurant, 'address'> | null | undefined): MapStart {
  const at = restaurant?.address.coordinates;
  if (!at || (at.lat === 0 && at.lng === 0)) return { ...WORLD, atRestaurant: false };
  return { center: { lat: at.lat, lng: at.lng }, zoom: ADDRESS_MAP_ZOOM, atRestaurant: true };
}
