import type { RestaurantAddress } from '@flame/shared';

/** A `tel:` link for a phone number as people write it: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** Google Maps search at the restaurant's coordinates (opens in a new tab). */
export function directionsHref({ lat, lng }: RestaurantAddress['coordinates']): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** The address as two lines: street, then city, state and zip code. */
export function addressLines(address: RestaurantAddress): [string, string] {
  const region = [address.state, address.zipCode].filter(Boolean).join(' ');
  return [address.street, [address.city, region].filter(Boolean).join(', ')];
}

/** 'Indian, Nepali and Indo-Chinese'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const FALLBACK_HERO_IMAGE = '/images/hero/hero-1.svg';
export const SECOND_HERO_IMAGE = '/images/hero/hero-2.svg';
