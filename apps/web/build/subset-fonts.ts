/**
 * Writes the brand fonts' first-paint files (`src/fonts/*.woff2`), cut from the packaged fonts down to what the
 * site shows: the characters below, the weights the pages use, and the OpenType features they need.
 * Run `npm run fonts:subset -w @flame/web` after changing the characters, weights or font packages, and commit
 * the files; `src/fonts.css` lists the same characters in the faces' `unicode-range`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/fonts');

/** Printable ASCII, Latin-1 (accented names of dishes and people, ©, ×, °), and the punctuation the copy uses. */
const FIRST_PAINT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
  [0x2190, 0x2190],
  [0x2192, 0x2192],
  [0x2212, 0x2212],
];

/**
 * Kerning, standard ligatures, mark positioning and tabular figures (`tabular-nums` on prices and times).
 * Inter's contextual alternates (`calt`) are left out: 4 KB for arrows drawn from `->` and case-sensitive
 * punctuation, which the copy does not need.
 */
const FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

const FACES = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    out: 'inter-first-paint.woff2',
    // font-normal, font-medium, font-semibold and font-bold: the weights the pages set.
    variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  },
  { source: '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2', out: 'fraunces-700-first-paint.woff2' },
];

function characters(): string {
  return FIRST_PAINT_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
}

for (const face of FACES) {
  const font = await readFile(require.resolve(face.source));
  const subset = await subsetFont(font, characters(), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    ...(face.variationAxes ? { variationAxes: face.variationAxes } : {}),
  });
  await writeFile(path.join(OUT_DIR, face.out), subset);
  process.stdout.write(`${face.out}: ${subset.length} bytes\n`);
}
