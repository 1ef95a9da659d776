import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

/** The lint messages about query keys for `code` written in the file at `filePath` (from the repository root). */
async function keyLiteralReports(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.message.startsWith('Query keys come from apps/web/src/api'))
    .map((message) => message.line);
}

const sample = [
  "import { useQuery, useQueryClient } from '@tanstack/react-query';",
  "import { invalidate, refetchNow, useInvalidate } from '../../../api/invalidate';",
  "import { queryKeys } from '../../../api/query-keys';",
  'export function useSample() {',
  '  const queryClient = useQueryClient();',
  "  useQuery({ queryKey: ['admin', 'pickups'] as const, queryFn: () => 1 });",
  "  void queryClient.invalidateQueries({ queryKey: ['admin', 'pickups'] });",
  "  void refetchNow(queryClient, [['admin', 'pickups']]);",
  "  void invalidate(queryClient, [['orders', 'detail'] as const]);",
  '  const refresh = useInvalidate([`admin`]);',
  "  void invalidate(queryClient, [queryKeys.admin.pickups, queryKeys.orders.detail('o1')]);",
  '  return refresh;',
  '}',
].join('\n');

// The first lint loads ESLint's whole configuration, seconds on a busy machine.
describe('the lint rule against query-key literals', { timeout: 60_000 }, () => {
  it('reports every literal key outside the server-state layer, and no key taken from the registry', async () => {
    expect(await keyLiteralReports(sample, 'apps/web/src/features/admin/routes/sample.tsx')).toEqual([
      6, 7, 8, 9, 10,
    ]);
  });

  it('leaves the server-state layer, where the keys are built, alone', async () => {
    expect(await keyLiteralReports(sample, 'apps/web/src/api/sample.ts')).toEqual([]);
  });
});
