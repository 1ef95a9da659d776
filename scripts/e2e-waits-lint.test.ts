import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

/** The lines the lint reports a forbidden wait on, for `code` written in `filePath` (from the repository root). */
async function waitReports(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.line);
}

const spec = [
  "import { expect, test } from '../support/fixtures';",
  "test('a journey', async ({ page }) => {",
  "  await page.goto('/menu', { waitUntil: 'networkidle' });",
  "  await page.waitForLoadState('networkidle');",
  '  await page.waitForTimeout(500);',
  '  await new Promise((resolve) => setTimeout(resolve, 800));',
  '  test.setTimeout(90_000);',
  "  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();",
  '});',
].join('\n');

// The first lint loads the whole configuration (typescript-eslint, import resolver): slow on a busy machine.
describe('the lint rule against fixed and network waits in the E2E journeys', { timeout: 60_000 }, () => {
  it('reports networkidle, waitForTimeout and a setTimeout sleep in a spec, not a test timeout', async () => {
    expect(await waitReports(spec, 'e2e/tests/sample.spec.ts')).toEqual([3, 4, 5, 6]);
  });

  it('reports networkidle and waitForTimeout in the support code, which may poll', async () => {
    expect(await waitReports(spec, 'e2e/support/sample.ts')).toEqual([3, 4, 5]);
  });
});
