import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Where the repository explains itself: the code, its tests and scripts, and every document. */
const READ = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'packages/shared/src',
  'e2e',
  'scripts',
  'docs',
];
const TEXT = /\.(ts|tsx|mjs|js|md)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results']);

/**
 * What points outside the repository: the design notes and style guide that live beside it, the product
 * specification, and work items of the tracker. A rule such a reference relies on is written where it
 * applies (a comment, `docs/product.md`, `docs/conventions.md`, the constant that holds the text).
 */
const OUTSIDE = [
  /\b(STYLE|DESIGN)\.md\b/,
  /\bthe spec\b/i,
  /\bspec's\b/i,
  /\bspecification\b/i,
  /\bissues? #?\d+/i,
  /\.\.\/shared\//,
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return TEXT.test(name) ? [file] : [];
  });
}

/** `file:line: text` of each line that points outside the repository. */
function referencesOutside(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE.some((pattern) => pattern.test(line))
          ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('the repository stands alone', () => {
  it('no code, test, script or document points to a document outside it or to a work item', () => {
    const files = [
      ...READ.flatMap((folder) => filesUnder(path.join(root, folder))),
      path.join(root, 'README.md'),
    ].filter((file) => file !== import.meta.filename);
    expect(referencesOutside(files)).toEqual([]);
  });

  it('would see each kind of such reference', () => {
    const samples = [
      'a skeleton after 200 ms (STYLE.md)',
      "the spec's defaults",
      'as the specification calls it',
      'Aims (issue 8)',
      'in ../shared/spec',
    ];
    expect(samples.filter((line) => OUTSIDE.some((pattern) => pattern.test(line)))).toEqual(samples);
  });
});
