export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export { addressLines, directionsHref, telHref } from '@flame/shared';

/** 'Indian, Nepali and Indo-Chinese'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const FALLBACK_HERO_IMAGE = '/images/hero/hero-1.svg';
export const SECOND_HERO_IMAGE = '/images/hero/hero-2.svg';
