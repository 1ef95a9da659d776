/** Business constants of the restaurant. */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
export const CART_STORAGE_KEY = 'cart';

export const PASSWORD_MIN_LENGTH = 8;

export const PICKUP_LEAD_HOURS = 2;
export const PICKUP_WINDOW_HOURS = 168;
export const PICKUP_STEP_MINUTES = 15;
export const PAYMENT_METHOD_SENT = 'pay at restaurant';

export const HERO_INTERVAL_MS = 5000;
export const LOGO_TOGGLE_MS = 3000;
export const SUCCESS_BANNER_MS = 5000;
export const LOGIN_CALLBACK_DELAY_MS = 150;

export const BOOKING_MIN_HOURS = 1;
export const BOOKING_MAX_HOURS = 8;
export const BOOKING_DEFAULT_HOURS = 2;
export const TABLE_SEATS_MIN = 1;
export const TABLE_SEATS_MAX = 20;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const SPICE_LEVEL_MAX = 5;
export const DEFAULT_PREPARATION_MINUTES = 15;

/**
 * From this window width the header shows its full navigation (Tailwind's `xl`); narrower windows, and a
 * 1280 px window zoomed to 125 %, get the menu button, because the links would run into the logo.
 */
export const DESKTOP_MIN_WIDTH = 1280;

export const FOOTER_TAGLINE = 'Flame-kissed cuisine. Warm, modern, memorable.';
