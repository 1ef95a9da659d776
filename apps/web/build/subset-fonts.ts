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

/**
 * Printable ASCII and the no-break space, the Latin-1 letters of French, Spanish and German names of dishes and
 * people (à to ü, É), the signs the copy uses (©, ·, ×), its punctuation and the bullet of password fields. The fonts wait on the critical path
 * of every first visit, so the list holds to what the pages show (`e2e/tests/first-visit-fonts.spec.ts` keeps
 * both faces under 30 KB and checks that no public page needs another file); all of Latin-1 would add 4 KB.
 * Other characters are drawn from the packaged faces, loaded only by a page that shows one.
 */
const FIRST_PAINT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xc9, 0xc9],
  [0xd7, 0xd7],
  [0xe0, 0xe2],
  [0xe4, 0xe4],
  [0xe7, 0xeb],
  [0xed, 0xef],
  [0xf1, 0xf1],
  [0xf3, 0xf4],
  [0xf6, 0xf6],
  [0xfa, 0xfc],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  // The bullet: a password field draws each typed character as one.
  [0x2022, 0x2022],
  [0x2026, 0x2026],
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
  {
    source: '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2',
    out: 'fraunces-700-first-paint.woff2',
  },
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
