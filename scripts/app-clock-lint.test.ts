import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

/** The lines and messages of the lint's refusals of `code` written in `filePath` (from the repository root). */
async function clockReports(code: string, filePath: string): Promise<{ line: number; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map(({ line, message }) => ({ line, message }));
}

const forbidden = [
  "import { sql } from 'drizzle-orm';",
  'export const stamps = (at: Date) => ({',
  '  created: new Date(),',
  '  ms: Date.now(),',
  '  updatedAt: sql`now()`,',
  '  deletedAt: sql`coalesce(deleted_at, NOW ())`,',
  "  since: sql`current_timestamp - interval '1 day'`,",
  '  at,',
  '});',
].join('\n');

const allowed = [
  "import { sql } from 'drizzle-orm';",
  'export const stamps = (now: Date, iso: string) => ({',
  '  updatedAt: now,',
  '  later: new Date(now.getTime() + 60_000),',
  '  parsed: new Date(iso),',
  '  bump: sql`select bump_catalogue_version_now()`,',
  '  known: sql`${now}::timestamptz`,',
  '});',
].join('\n');

// The first lint loads the whole configuration (typescript-eslint, import resolver): slow on a busy machine.
describe("the lint rule that keeps the API's modules on the app's clock", { timeout: 60_000 }, () => {
  it("refuses new Date(), Date.now() and SQL now() or current_timestamp in a module, naming the app's clock", async () => {
    const reports = await clockReports(forbidden, 'apps/api/src/modules/sample/service.ts');
    expect(reports.map((report) => report.line)).toEqual([3, 4, 5, 6, 7]);
    for (const { message } of reports) expect(message).toMatch(/^Use the app's clock/);
  });

  it('accepts times derived from the clock given, parsed dates and names that only end in now()', async () => {
    expect(await clockReports(allowed, 'apps/api/src/modules/sample/service.ts')).toEqual([]);
  });

  it("leaves tests, and code outside the modules, to read the machine's clock", async () => {
    expect(await clockReports(forbidden, 'apps/api/src/modules/sample/service.test.ts')).toEqual([]);
    expect(await clockReports(forbidden, 'apps/api/src/db/sample.ts')).toEqual([]);
  });
});
