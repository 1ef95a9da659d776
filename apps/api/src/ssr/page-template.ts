import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startAfterFirstPaint } from './start-after-first-paint';

const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';
const SCRIPTS_SLOT = '<!--app-scripts-->';

export interface PageParts {
  head: string;
  html: string;
  scripts: string;
}

/**
 * The built index.html with its slots and the app started after the first paint. Every visitor gets the same
 * page: the stylesheet and the first paint's fonts (a script of their bytes) are linked in <head>, render-blocking
 * and fetched at once, from the cache after the first visit.
 */
export function loadPageTemplate(clientDir: string): (parts: PageParts) => string {
  const template = startAfterFirstPaint(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  return (parts) =>
    template
      .replace(HEAD_SLOT, () => parts.head)
      .replace(HTML_SLOT, () => parts.html)
      .replace(SCRIPTS_SLOT, () => parts.scripts);
}
