import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // What every page needs before it hydrates comes in two files (the libraries, which change
            // seldom, and the app shell) instead of some thirty small ones: fewer requests on a slow
            // network, and gzip compresses one file better than many.
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 4000 },
              groups: [
                {
                  name: 'vendor',
                  tags: ['$initial'],
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
  },
  ssr: { noExternal: ['@flame/shared'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
