import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appendAfterLoadScript } from './after-load-markup';
import { loadFirstPaintFonts } from './first-paint-fonts';
import { startAfterFirstPaint } from './start-after-first-paint';

const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';
const SCRIPTS_SLOT = '<!--app-scripts-->';
/** The one stylesheet Vite links from the built index.html (Tailwind's output, fonts included). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

export interface PageParts {
  head: string;
  html: string;
  scripts: string;
  /**
   * The browser has no copy of the stylesheet yet (no cookie naming its version): the stylesheet is inlined, so
   * the first paint waits for no request, and fetched afterwards at the lowest priority for the pages that follow.
   */
  inlineStyles: boolean;
}

export interface PageTemplate {
  /** The stylesheet's file name, which changes with its content: the value of the cookie of a warm cache. */
  stylesheetVersion: string | undefined;
  render(parts: PageParts): string;
}

/** The built index.html with its slots, the app started after the first paint, and its stylesheet ready to inline on a first visit. */
export function loadPageTemplate(clientDir: string): PageTemplate {
  const template = startAfterFirstPaint(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const fill = (html: string, parts: PageParts) =>
    html
      .replace(HEAD_SLOT, () => parts.head)
      .replace(HTML_SLOT, () => parts.html)
      .replace(SCRIPTS_SLOT, () => parts.scripts);

  const link = STYLESHEET_LINK.exec(template);
  if (!link) return { stylesheetVersion: undefined, render: (parts) => fill(template, parts) };

  const href = link[1]!;
  const css = readFileSync(path.join(clientDir, href), 'utf8');
  if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`);
  const fonts = loadFirstPaintFonts(clientDir, template, css);
  // Without the link, the stylesheet goes last in <head>, after the preloads that the browser should see first,
  // followed by the script that adds the first paint's fonts (before the body is laid out).
  // The file itself is linked at the end of <body> for print media only, once the page has been painted and has
  // loaded: the browser fetches it at the lowest priority without waiting for it (the cache is warm for the next
  // visit), and Vite's loader of lazy chunks, which looks for a stylesheet link of that name before adding one,
  // finds it and does not load it a second time.
  const firstVisit = fonts.withoutPreloads.replace(link[0], '');
  const headEnd = firstVisit.indexOf('</head>');
  const beforeStyle = firstVisit.slice(0, headEnd);
  const afterStyle = firstVisit.slice(headEnd);
  // That link and the font files' prefetch only fill the cache for the pages that follow. The script is allowed
  // by the hash of its text in the page's CSP, like every inline script of a page.
  const cacheWarming = `${fonts.prefetchLinks}<link rel="stylesheet" crossorigin href="${href}" media="print">`;
  const script = [fonts.addFacesScript, appendAfterLoadScript(cacheWarming)].filter(Boolean).join(';');
  const styles = `<style>${css}</style>\n  ` + (script ? `<script>${script}</script>\n  ` : '');

  return {
    stylesheetVersion: path.basename(href),
    render(parts) {
      if (!parts.inlineStyles) return fill(template, parts);
      return fill(beforeStyle, parts) + styles + fill(afterStyle, parts);
    },
  };
}
