// Phone numbers as links, and what a US number is. A module of its own, without the phone schema's zod and
// without the owner's display: the site's footer and public pages link the restaurant's phone in their first load.

/** What a phone number may hold as people write it: digits, spaces, dashes, dots, parentheses, a leading '+'. */
export const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The restaurant is in the US, so the owner's screens write a US number one way, '(512) 555-0177', however the
 * guest typed it: 10 digits whose area code starts with 2-9 (no US area code starts with 0 or 1), with or without
 * a leading 1 or '+1'. Two small functions rather than libphonenumber-js: its metadata would add tens of KB to the
 * pages, for a rule about one country. `null` for anything else.
 */
export function usNationalDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national =
    digits.length === 11 && digits.startsWith('1')
      ? digits.slice(1)
      : digits.length === 10 && !trimmed.startsWith('+')
        ? digits
        : null;
  return national !== null && /^[2-9]/.test(national) ? national : null;
}

/**
 * The `tel:` link that calls a phone: a US number with its country code ('tel:+15125550177'), so it dials the
 * same from any phone; anything else as its digits, with a leading '+' kept.
 */
export function telHref(text: string): string {
  const national = usNationalDigits(text);
  if (national !== null) return `tel:+1${national}`;
  const trimmed = text.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
