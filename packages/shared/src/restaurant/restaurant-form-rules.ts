/** How many hero images the home page shows. */
export const HERO_IMAGE_COUNT = 2;

/** The hero images editor's tip. */
export const HERO_IMAGE_TIP =
  'Tip: use images of at least 1920x1080 pixels so they stay sharp on large screens.';

/** The admin's message after any change to the restaurant. */
export const RESTAURANT_UPDATED_MESSAGE = 'Restaurant updated successfully!';

/** 'Indian, Nepali,, Momos ' → ['Indian', 'Nepali', 'Momos']: split on commas, trimmed, empty items dropped. */
export function splitCuisineTypes(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * An image of this site: a path from the site's root such as '/uploads/abc.webp' or '/images/hero/hero-1.svg'.
 * A full address, a protocol-relative '//host/…' or anything with spaces or backslashes names another place.
 */
export function isSiteImagePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\?#]*$/.test(value) && !value.split('/').includes('..');
}

/** A latitude or longitude typed in a number input: non-numeric input becomes 0. */
export function coordinateFromInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}
