import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFirstPaintFonts } from './first-paint-fonts';

const PRELOAD = '<link rel="preload" href="/assets/a-1.woff2" as="font" type="font/woff2" crossorigin />';
const TEMPLATE = `<head>\n    ${PRELOAD}\n    <!--app-head-->\n  </head>`;
const CSS =
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:400 700;' +
  'src:url(/assets/a-1.woff2)format("woff2-variations");unicode-range:U+20-7E,U+A0-FF}' +
  '@font-face{font-family:Inter Variable;font-weight:400 700;src:url(/assets/b-2.woff2)format("woff2");' +
  'unicode-range:U+100-2BA}body{margin:0}';

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-paint-fonts-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'a-1.woff2'), Buffer.from('font bytes'));
  return dir;
}

describe('loadFirstPaintFonts', () => {
  it('turns the preloaded faces into FontFaces made from their bytes, with the stylesheet’s descriptors', () => {
    const fonts = loadFirstPaintFonts(clientDir(), TEMPLATE, CSS);
    const faces = JSON.parse(/of (\[.*\]\])\)/.exec(fonts.addFacesScript)![1]!) as unknown;
    expect(faces).toEqual([
      [
        'Inter Variable',
        { style: 'normal', weight: '400 700', unicodeRange: 'U+20-7E,U+A0-FF' },
        Buffer.from('font bytes').toString('base64'),
      ],
    ]);
    expect(fonts.addFacesScript).toContain('document.fonts.add(new FontFace(');
  });

  it('drops the preloads from the page and prefetches the files for the next pages', () => {
    const fonts = loadFirstPaintFonts(clientDir(), TEMPLATE, CSS);
    expect(fonts.withoutPreloads).not.toContain('rel="preload"');
    expect(fonts.withoutPreloads).toContain('<!--app-head-->');
    expect(fonts.prefetchLinks).toBe(
      '<link rel="prefetch" href="/assets/a-1.woff2" type="font/woff2" crossorigin>\n  ',
    );
  });

  it('adds nothing when the page preloads no font', () => {
    const fonts = loadFirstPaintFonts(clientDir(), '<head></head>', CSS);
    expect(fonts).toEqual({ withoutPreloads: '<head></head>', addFacesScript: '', prefetchLinks: '' });
  });
});
