import type { UseQueryResult } from '@tanstack/react-query';
import type { SectionQueryState } from './section-query';

type DataOf<Queries extends Record<string, UseQueryResult>> = {
  [Key in keyof Queries]: NonNullable<Queries[Key]['data']>;
};

/**
 * Queries a section shows together, as one: its data is there when every query's is, it failed when one did
 * (the first failure is its reason), it was read when the oldest of them was, and 'Try Again' reads them all.
 */
export function combinedQuery<Queries extends Record<string, UseQueryResult>>(
  queries: Queries,
): SectionQueryState<DataOf<Queries>> {
  const results = Object.values(queries);
  const entries = Object.entries(queries);
  const complete = entries.every(([, query]) => query.data !== undefined);
  return {
    isPending: results.some((query) => query.isPending),
    isError: results.some((query) => query.isError),
    isFetching: results.some((query) => query.isFetching),
    error: results.find((query) => query.isError)?.error ?? null,
    data: complete
      ? (Object.fromEntries(entries.map(([key, query]) => [key, query.data])) as DataOf<Queries>)
      : undefined,
    dataUpdatedAt: Math.min(...results.map((query) => query.dataUpdatedAt)),
    refetch: () => Promise.all(results.map((query) => query.refetch())),
  };
}
