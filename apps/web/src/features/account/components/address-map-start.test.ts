import type { Restaurant } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { addressMapStart } from './address-map-start';

const at = (lat: number, lng: number) =>
  ({ address: { coordinates: { lat, lng } } }) as Pick<Restaurant, 'address'>;

describe('where the address map starts', () => {
  it('starts at the restaurant at street zoom', () => {
    expect(addressMapStart(at(30.2459, -97.7692))).toEqual({
      center: { lat: 30.2459, lng: -97.7692 },
      zoom: 13,
      atRestaurant: true,
    });
  });

  it('shows the whole world while the restaurant is unknown, or has no coordinates', () => {
    const world = { center: { lat: 0, lng: 0 }, zoom: 2, atRestaurant: false };
    expect(addressMapStart(undefined)).toEqual(world);
    expect(addressMapStart(null)).toEqual(world);
    expect(addressMapStart(at(0, 0))).toEqual(world);
  });
});
