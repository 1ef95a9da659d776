import { z } from 'zod';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from './single-line-text';

/**
 * Fields of forms sent as multipart, where every value arrives as a string (and the browser form may hold
 * numbers and booleans): they coerce carefully, so 'abc' or '' is an error rather than 0 or false.
 */

const TRUE_WORDS = new Set(['true', 'on', '1', 'yes']);
const FALSE_WORDS = new Set(['false', 'off', '0', 'no']);

/** true / false, or their multipart spellings ('true', 'false', 'on', '1', '0'); anything else is refused. */
export function booleanField(label: string) {
  const message = `${label} must be true or false`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return value;
    },
    z.boolean({ error: message }),
  );
}

/**
 * A number typed or sent as text, checked by `schema` (for example `z.number({ error }).int().min(0)`): blank is
 * missing, text that is not a number is refused with the schema's message rather than read as 0.
 */
export function numberField<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    const number = Number(text);
    return Number.isFinite(number) ? number : value;
  }, schema);
}

/** A required one-line text (a name, a role): trimmed, not blank, at most `max` characters. */
export function requiredTextField(label: string, max: number, missing = `${label} is required`) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE(label));
}

/**
 * A number that may be left unknown: blank (or null) is null, other text is read as in `numberField`. In a
 * `PUT`, a field not sent keeps its value and a blank one clears it.
 */
export function nullableNumberField<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => {
    if (value === null) return null;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '' || text === 'null') return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : value;
  }, schema.nullable());
}

/** A list sent in a multipart form as JSON text ('["Dairy","Egg"]', '[]' or 'null'); as itself from a form. */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}
