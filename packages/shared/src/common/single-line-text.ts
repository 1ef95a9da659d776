/**
 * Names are one line of plain text: no control character (tab, CR, LF, form feed, DEL, the C1 range) and no
 * line or paragraph separator (U+2028, U+2029). Such a character would break a name apart in an email header,
 * a receipt or a list, or hide part of it.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

export const NAME_CHARACTERS_MESSAGE = (label: string) =>
  `${label} must be one line of text, without line breaks or control characters`;

export function isSingleLineText(text: string): boolean {
  return !LINE_BREAKING.test(text);
}
