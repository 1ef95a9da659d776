/**
 * How the guest book tells one guest from another (decision 050): two contacts with the same email (any case) or
 * the same phone number (any punctuation, with or without the US country code 1) are one guest. Plain functions,
 * no zod: the dashboard reads them too.
 */

/** The email as the guest book compares it: trimmed, lower case; '' for none. */
export function guestEmailKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** The phone as the guest book compares it: its digits, without a leading US country code; '' for none. */
export function guestPhoneKey(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The most tags a guest carries, and the longest tag and note the owner may write. */
export const GUEST_TAG_LIMIT = 20;
export const GUEST_TAG_MAX_LENGTH = 30;
export const GUEST_NOTES_MAX_LENGTH = 2000;

/**
 * Tags as the owner typed them, comma-separated, made into the list the API keeps: trimmed, empty ones dropped,
 * one of each (any case), in the order first typed.
 */
export function parseGuestTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}
