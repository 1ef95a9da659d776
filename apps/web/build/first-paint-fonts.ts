import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html takes the script that adds the first paint's fonts. */
export const FIRST_PAINT_FONTS_SLOT = '<!--first-paint-fonts-->';
const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const DESCRIPTOR = /([a-z-]+)\s*:\s*([^;]+);/g;
/** A face whose file is one of the subsets in `src/fonts/` (`npm run fonts:subset -w @flame/web`). */
const SUBSET_FILE = /url\(\s*['"]?\.\/fonts\/([^'")]+\.woff2)['"]?\s*\)/;

/** A face of the stylesheet: family, FontFace descriptors and the font file's bytes in base64. */
type ScriptFace = [string, Record<string, string>, string];

function scriptFace(rule: string, bytes: Buffer): ScriptFace {
  const descriptors = Object.fromEntries(
    Array.from(rule.matchAll(DESCRIPTOR), ([, name, value]) => [name!, value!.replace(/\s+/g, ' ').trim()]),
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
 * The text of a classic script that adds the stylesheet's subset faces (`fontsCss`, whose `url('./fonts/…')` is
 * read from `cssDir`) to `document.fonts`, made from their bytes, with the stylesheet's family, weights and
 * unicode-range. A FontFace made from bytes is ready when it is made, so the first paint already uses them;
 * faces added to `document.fonts` come before the stylesheet's own, whose files are then never requested.
 */
export function firstPaintFontsScript(fontsCss: string, cssDir: string): string {
  const css = fontsCss.replace(/\/\*[\s\S]*?\*\//g, '');
  const faces = Array.from(css.matchAll(FONT_FACE), ([, rule]) => rule!).flatMap((rule) => {
    const file = SUBSET_FILE.exec(rule)?.[1];
    return file ? [scriptFace(rule, readFileSync(path.join(cssDir, 'fonts', file)))] : [];
  });
  if (faces.length === 0) throw new Error('The stylesheet has no subset face for the first paint');
  // Decoding holds the first paint: `Uint8Array.fromBase64` takes well under a millisecond for both faces where
  // decoding character by character through `atob` takes about 8 ms on a desktop, four times that on a phone.
  return (
    '{const bytes=Uint8Array.fromBase64?(b)=>Uint8Array.fromBase64(b):(b)=>Uint8Array.from(atob(b),(c)=>c.charCodeAt(0));' +
    `for(const[f,d,b]of ${JSON.stringify(faces)})document.fonts.add(new FontFace(f,bytes(b),d))}\n`
  );
}

/**
 * Builds the first paint's fonts into one small classic script, `assets/first-paint-fonts-<hash>.js` (a hashed
 * file, cached for a year and precompressed like every asset), and links it in index.html's <head> where
 * `<!--first-paint-fonts-->` stands. The script blocks rendering like the stylesheet, and the browser fetches
 * both at once: the first paint of every visit, the first one included, is in the brand fonts, and the page's
 * HTML stays the same small bytes for every visitor. Without JavaScript the stylesheet's faces load the files.
 */
export function firstPaintFonts({ fontsCss }: { fontsCss: string }): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'flame:first-paint-fonts',
    apply: 'build',
    buildStart() {
      source = firstPaintFontsScript(readFileSync(fontsCss, 'utf8'), path.dirname(fontsCss));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      fileName = `assets/first-paint-fonts-${hash}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(FIRST_PAINT_FONTS_SLOT))
          throw new Error(`index.html has no ${FIRST_PAINT_FONTS_SLOT}`);
        return html.replace(FIRST_PAINT_FONTS_SLOT, `<script src="/${fileName}"></script>`);
      },
    },
  };
}
