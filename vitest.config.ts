import { defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './scripts/lib/long-files-first-sequencer';

export default defineConfig({
  test: {
    // Test files wait on PostgreSQL, jsdom and child processes as much as on the CPU: three at a time keep both
    // cores of a small CI machine busy (Vitest's default on 2 cores is one file at a time).
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          // Every API test file builds its app and database from scratch (test-app.ts), so the modules a worker
          // has imported (the whole server, 5 s a file) are kept for its next file instead of imported again.
          isolate: false,
        },
      },
    ],
  },
});
