import madge from 'madge';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * No two files import each other, directly or around a circle (type-only imports included): a file can be read,
 * tested and moved knowing only what it imports.
 */
describe('imports run one way', { timeout: 180_000 }, () => {
  it('no import circle between files of the apps, the shared package, the journeys or the scripts', async () => {
    const graph = await madge(
      ['packages/shared/src', 'apps/api/src', 'apps/api/test', 'apps/web/src', 'e2e', 'scripts'].map(
        (folder) => path.join(root, folder),
      ),
      {
        baseDir: root,
        fileExtensions: ['ts', 'tsx', 'mjs'],
        excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/],
        tsConfig: path.join(root, 'tsconfig.base.json'),
      },
    );
    expect(graph.circular()).toEqual([]);
  });
});
