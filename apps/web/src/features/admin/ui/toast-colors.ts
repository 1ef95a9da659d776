import type { CSSProperties } from 'react';

/**
 * Sonner's rich colours, darkened where its light theme misses WCAG AA (4.5:1) on its own backgrounds: its
 * success, info and error texts are about 4.3:1, its warning text 3.1:1. Set on the `<Toaster>`.
 */
export const TOAST_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;
