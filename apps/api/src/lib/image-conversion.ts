/** How an uploaded image is stored: WebP, at most this wide, at this quality. */
export const UPLOAD_MAX_WIDTH = 1600;
export const UPLOAD_WEBP_QUALITY = 82;

/** The most pixels an upload may hold (a phone photo has about 12 million); larger ones are refused unread. */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** The exit code of a converter that could not read its image (truncated, corrupt, unsupported). */
export const CONVERTER_UNREADABLE_EXIT = 65;
