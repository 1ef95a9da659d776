import type { CSSProperties } from 'react';

/**
 * Sonner's close button sits half outside the toast's top-left corner, where on a phone it covers the header's
 * logo. These put it inside the toast's top-right corner (set on the `<Toaster>`); `TOAST_ROOM_FOR_CLOSE` keeps
 * the toast's text clear of it (set on every toast).
 */
export const TOAST_CLOSE_INSIDE = {
  '--toast-close-button-start': 'unset',
  '--toast-close-button-end': '8px',
  '--toast-close-button-transform': 'translateY(8px)',
} as CSSProperties;

export const TOAST_ROOM_FOR_CLOSE: CSSProperties = { paddingRight: 36 };
