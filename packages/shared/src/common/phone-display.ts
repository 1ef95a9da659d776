import { usNationalDigits } from './tel-href';

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
