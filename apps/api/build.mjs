// Bundles the API into dist/server.js, the database CLI into dist/cli.js and the image converter (started as a
// process of its own for every upload) into dist/image-converter.js (bundle-options.mjs says how).
import { rm } from 'node:fs/promises';
import { bundleApi } from './bundle-options.mjs';

await rm('dist', { recursive: true, force: true });
await bundleApi({
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/db/cli.ts',
    'image-converter': 'src/lib/image-converter.ts',
  },
  outdir: 'dist',
  sourcemap: true,
});
console.log('api built: dist/server.js');
