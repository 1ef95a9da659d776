import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The font preloads of the built index.html (Vite rewrites their href to the hashed file). */
const FONT_PRELOAD =
  /<link rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin \/?>\s*/g;
const FONT_FACE = /@font-face\{([^}]*)\}/g;
const DESCRIPTOR = /([a-z-]+):([^;]+)/g;

export interface FirstPaintFonts {
  /** The page template without the font preloads: a first visit carries the fonts in the page instead. */
  withoutPreloads: string;
  /** The body of an inline script that adds the preloaded faces, bytes included, to `document.fonts`. */
  addFacesScript: string;
  /** Links that fetch the font files at the lowest priority, so the pages that follow find them in the cache. */
  prefetchLinks: string;
}

/** A face of the stylesheet: family, FontFace descriptors and the font file's bytes in base64. */
type InlineFace = [string, Record<string, string>, string];

function inlineFace(rule: string, bytes: Buffer): InlineFace {
  const descriptors = Object.fromEntries(
    Array.from(rule.matchAll(DESCRIPTOR), ([, name, value]) => [name!, value!.trim()]),
  );
  return [
    descriptors['font-family']!.replace(/^["']|["']$/g, ''),
    {
      style: descriptors['font-style'] ?? 'normal',
      weight: descriptors['font-weight'] ?? 'normal',
      unicodeRange: descriptors['unicode-range'] ?? 'U+0-10FFFF',
    },
    bytes.toString('base64'),
  ];
}

/**
 * The fonts the first paint needs, carried in the page of a first visit. A preloaded font is a request that
 * may finish after the first paint (a slow network, a busy phone), and with `font-display: optional` the page
 * then stays in the fallback font; a `data:` URL in CSS is decoded asynchronously too, and may be late as well.
 * A FontFace made from bytes is ready when it is made: the script runs in <head>, before the body is laid out,
 * so the first paint already uses the brand fonts and nothing moves later. The faces keep the stylesheet's
 * family, weights and unicode-range; faces added to `document.fonts` come before the stylesheet's own.
 */
export function loadFirstPaintFonts(clientDir: string, template: string, css: string): FirstPaintFonts {
  const hrefs = [...template.matchAll(FONT_PRELOAD)].map((match) => match[1]!);
  const faces = Array.from(css.matchAll(FONT_FACE), ([, rule]) => rule!).flatMap((rule) => {
    const href = hrefs.find((candidate) => rule.includes(`url(${candidate})`));
    return href ? [inlineFace(rule, readFileSync(path.join(clientDir, href)))] : [];
  });
  return {
    withoutPreloads: template.replace(FONT_PRELOAD, ''),
    addFacesScript: faces.length
      ? `for(const[f,d,b]of ${JSON.stringify(faces)})` +
        'document.fonts.add(new FontFace(f,Uint8Array.from(atob(b),(c)=>c.charCodeAt(0)),d))'
      : '',
    prefetchLinks: hrefs
      .map((href) => `<link rel="prefetch" href="${href}" type="font/woff2" crossorigin>\n  `)
      .join(''),
  };
}
