import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintFontsScript } from './first-paint-fonts';

const CSS = `/* A face in a comment is no face: @font-face { src: url('./fonts/none.woff2'); } */
@font-face { font-family: Other; src: url('@fontsource/other/files/other-latin.woff2'); unicode-range: U+0100; }
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 400 700;
  src: url('./fonts/a-first-paint.woff2') format('woff2-variations');
  unicode-range:
    U+0020-007E, U+00A0-00FF,
    U+2212;
}
body { margin: 0; }`;

function cssDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-paint-fonts-'));
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(path.join(dir, 'fonts', 'a-first-paint.woff2'), Buffer.from([0, 1, 2, 250, 255]));
  return dir;
}

/** A Uint8Array without `fromBase64` (a browser before it), and one with it that counts its calls. */
class OlderUint8Array extends Uint8Array {
  static fromBase64 = undefined;
}
const fromBase64Calls: string[] = [];
class NewerUint8Array extends Uint8Array {
  static fromBase64(base64: string) {
    fromBase64Calls.push(base64);
    return Uint8Array.from(Buffer.from(base64, 'base64'));
  }
}

/** Runs the script against a stand-in of `document.fonts` and `FontFace`, returning the faces it added. */
function facesAdded(script: string, uint8Array: typeof Uint8Array = OlderUint8Array) {
  const added: { family: string; bytes: number[]; descriptors: unknown }[] = [];
  class FontFace {
    constructor(family: string, bytes: Uint8Array, descriptors: unknown) {
      added.push({ family, bytes: [...bytes], descriptors });
    }
  }
  const document = { fonts: { add: () => undefined } };
  new Function('document', 'FontFace', 'atob', 'Uint8Array', script)(document, FontFace, atob, uint8Array);
  return added;
}

describe('firstPaintFontsScript', () => {
  it('adds the subset faces from their bytes, with the stylesheet’s family, weights and unicode-range', () => {
    expect(facesAdded(firstPaintFontsScript(CSS, cssDir()))).toEqual([
      {
        family: 'Inter Variable',
        bytes: [0, 1, 2, 250, 255],
        descriptors: { style: 'normal', weight: '400 700', unicodeRange: 'U+0020-007E, U+00A0-00FF, U+2212' },
      },
    ]);
  });

  it('decodes with Uint8Array.fromBase64 where the browser has it', () => {
    const faces = facesAdded(firstPaintFontsScript(CSS, cssDir()), NewerUint8Array);
    expect(faces.map((face) => face.bytes)).toEqual([[0, 1, 2, 250, 255]]);
    expect(fromBase64Calls).toEqual([Buffer.from([0, 1, 2, 250, 255]).toString('base64')]);
  });

  it('fails the build when the stylesheet has no subset face', () => {
    expect(() => firstPaintFontsScript('body { margin: 0; }', cssDir())).toThrow(/no subset face/);
  });
});
