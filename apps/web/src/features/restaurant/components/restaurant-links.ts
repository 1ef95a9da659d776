/** A `tel:` link for a phone number as people write it: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export { addressLines, directionsHref } from '@flame/shared';

/** 'Indian, Nepali and Indo-Chinese'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const FALLBACK_HERO_IMAGE = '/images/hero/hero-1.svg';
export const SECOND_HERO_IMAGE = '/images/hero/hero-2.svg';
