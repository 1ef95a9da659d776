import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take many seconds each (several instances, crashes, outages, generated requests to every
 * route, the import graph). They start first, so no long file is left running alone while the other workers
 * have nothing to do. A file that takes more than about 8 s on a 2-core machine belongs here.
 */
export const LONG_FILES = [
  'apps/api/test/bad-input-',
  'apps/api/test/crash-recovery.test.ts',
  'apps/api/test/mail-crash.test.ts',
  'apps/api/test/access-matrix.test.ts',
  'apps/api/test/database-outage.test.ts',
  'apps/api/test/mail-hung-server.test.ts',
  'apps/api/test/several-instances.test.ts',
  'apps/api/test/connection-limits.test.ts',
  'scripts/import-cycles.test.ts',
];

const isLong = (file: TestSpecification) =>
  LONG_FILES.some((prefix) => file.moduleId.includes(`/${prefix}`));

/**
 * Vitest's order (project by project; on a fresh clone, larger files first), with each project's long files
 * moved to its front. Vitest knows files' durations only from an earlier run on the same machine.
 */
export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = [...new Set(sorted.map((file) => file.project.name))];
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          projectOrder.indexOf(a.file.project.name) - projectOrder.indexOf(b.file.project.name) ||
          Number(isLong(b.file)) - Number(isLong(a.file)) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
