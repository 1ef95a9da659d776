import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundleApi } from '../bundle-options.mjs';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(API_ROOT, '../..');

export interface ServerBundle {
  /** The bundled `src/server.ts`, run with `node <entry>`. */
  entry: string;
  remove(): Promise<void>;
}

/**
 * The API bundled as `npm run build` bundles it (`bundle-options.mjs`: the server and the image converter beside
 * it), into a temp folder instead of `dist`. The tests that start the API as a process start this bundle: half the CPU of a start through tsx,
 * whose loader transforms and resolves every module again in each process. The folder mirrors the repository:
 * the bundle sits in `api/` beside a link to the API's own packages, under a link to the root's.
 */
export async function bundleServer(): Promise<ServerBundle> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-api-bundle-'));
  const outdir = path.join(dir, 'api');
  await fs.mkdir(outdir);
  await fs.symlink(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  // The API's own packages (versions that differ from the root's) exist only when npm put any there.
  const apiPackages = path.join(API_ROOT, 'node_modules');
  if (existsSync(apiPackages)) await fs.symlink(apiPackages, path.join(outdir, 'node_modules'));

  await bundleApi({
    entryPoints: { server: 'src/server.ts', 'image-converter': 'src/lib/image-converter.ts' },
    outdir,
  });
  return {
    entry: path.join(outdir, 'server.js'),
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
