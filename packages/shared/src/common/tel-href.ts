/**
 * A `tel:` link for a phone number as people write it: digits and a leading plus only. A module of its own, without
 * the phone schema's zod: the site's footer and public pages link phones, and zod is not in their first load.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
