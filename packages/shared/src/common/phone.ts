import { z } from 'zod';

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * A phone number as people write it: digits, with spaces, dashes, dots and parentheses between them and an
 * optional leading '+', holding 7 to 15 digits (the international maximum).
 */
export function isPhoneNumber(text: string): boolean {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A required phone number, the one rule the forms and the API share. */
export const requiredPhoneSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(40, { error: 'Phone must be at most 40 characters', abort: true })
    .refine(isPhoneNumber, PHONE_INVALID_MESSAGE);

/**
 * A phone number that may be left out: the same rule as `requiredPhoneSchema`, and '' (after trimming) for none.
 * The profile keeps one this way; checkout, which needs one, fills its field in from it.
 */
export const optionalPhoneSchema = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .trim()
  .max(40, { error: 'Phone must be at most 40 characters', abort: true })
  .refine((text) => text === '' || isPhoneNumber(text), PHONE_INVALID_MESSAGE);

/**
 * The restaurant is in the US, so the owner's screens write a US number one way, '(512) 555-0177', however the
 * guest typed it: 10 digits whose area code starts with 2-9 (no US area code starts with 0 or 1), with or without
 * a leading 1 or '+1'. Two small functions rather than libphonenumber-js: its metadata would add tens of KB to the
 * pages, for a rule about one country. `null` for anything else.
 */
function usNationalDigits(text: string): string | null {
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
 * A guest's phone as the owner reads it: a US number as '(512) 555-0177'; anything else (another country's code,
 * a 7-digit local number, one with an extension) exactly as typed, trimmed, since there is no one right way to
 * write it.
 */
export function phoneForDisplay(text: string): string {
  const national = usNationalDigits(text);
  if (national === null) return text.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * The `tel:` link that calls a guest's phone: a US number with its country code ('tel:+15125550177'), so it dials
 * the same from any phone; anything else as its digits, with a leading '+' kept.
 */
export function phoneHref(text: string): string {
  const national = usNationalDigits(text);
  if (national !== null) return `tel:+1${national}`;
  const trimmed = text.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
