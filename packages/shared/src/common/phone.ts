import { z } from 'zod';
import { PHONE_CHARACTERS } from './tel-href';

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';


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
