import { defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './scripts/lib/long-files-first-sequencer';

/**
 * The unit tests' files run one after another in a worker that keeps its modules and its jsdom, instead of a new
 * worker, a new jsdom and the whole import graph for each file (four fifths of the suite's CPU). What a test
 * changes outside itself is undone after each test: mocks and spies restored, stubbed globals and variables put
 * back (here), the rendered tree unmounted, storage emptied and the real timers back (src/test/setup.ts). Lint
 * refuses mocking a module (`vi.mock`), which a shared worker would carry into the next file.
 */
const UNIT_FILES_SHARE_A_WORKER = {
  isolate: false,
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

export default defineConfig({
  test: {
    // Test files wait on PostgreSQL, jsdom and child processes as much as on the CPU: three at a time keep both
    // cores of a small CI machine busy (Vitest's default on 2 cores is one file at a time).
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          ...UNIT_FILES_SHARE_A_WORKER,
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          ...UNIT_FILES_SHARE_A_WORKER,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          ...UNIT_FILES_SHARE_A_WORKER,
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
          // A deprecated call fails the test that makes it, where Node would only print a warning once: pg's
          // warning for a statement sent on a connection still busy with others (`db/read-together.ts`).
          execArgv: ['--throw-deprecation'],
        },
      },
    ],
  },
});
