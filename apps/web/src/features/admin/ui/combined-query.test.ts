import { QueryClient, QueryObserver, type UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { combinedQuery } from './combined-query';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A query's result as a section reads it, after `queryFn` ran once (read before when `before` is given). */
async function resultOf<T>(
  queryClient: QueryClient,
  key: string,
  queryFn: () => Promise<T>,
  before?: { data: T; at: number },
): Promise<UseQueryResult<T>> {
  if (before) queryClient.setQueryData([key], before.data, { updatedAt: before.at });
  await queryClient.fetchQuery({ queryKey: [key], queryFn, staleTime: 0 }).catch(() => undefined);
  return new QueryObserver(queryClient, { queryKey: [key], queryFn }).getCurrentResult() as UseQueryResult<T>;
}

const fails = (message: string) => () => Promise.reject(new Error(message));

describe('combinedQuery', () => {
  it('holds every query’s data under its name once all have read', async () => {
    const queryClient = client();
    const tables = await resultOf(queryClient, 'tables', () => Promise.resolve(['Table 1']));
    const reservations = await resultOf(queryClient, 'reservations', () => Promise.resolve(['Asha at 7 PM']));
    const combined = combinedQuery({ tables, reservations });
    expect(combined).toMatchObject({ isPending: false, isError: false, error: null });
    expect(combined.data).toEqual({ tables: ['Table 1'], reservations: ['Asha at 7 PM'] });
  });

  it('fails with the failed query’s reason, and keeps the data when a reload failed', async () => {
    const queryClient = client();
    const tables = await resultOf(queryClient, 'tables', () => Promise.resolve(['Table 1']));
    const reservations = await resultOf(
      queryClient,
      'reservations',
      fails('Unable to reach the restaurant.'),
      {
        data: ['Asha at 7 PM'],
        at: 1_000,
      },
    );
    const combined = combinedQuery({ tables, reservations });
    expect(combined.isError).toBe(true);
    expect((combined.error as Error).message).toBe('Unable to reach the restaurant.');
    expect(combined.data).toEqual({ tables: ['Table 1'], reservations: ['Asha at 7 PM'] });
    expect(combined.dataUpdatedAt, 'read when the oldest of them was').toBe(1_000);
  });

  it('has no data when a first read failed', async () => {
    const queryClient = client();
    const tables = await resultOf(queryClient, 'tables', () => Promise.resolve(['Table 1']));
    const reservations = await resultOf(queryClient, 'reservations', fails('Something went wrong'));
    const combined = combinedQuery({ tables, reservations });
    expect(combined).toMatchObject({ isPending: false, isError: true, data: undefined });
  });

  it("reads every query again on 'Try Again'", async () => {
    const queryClient = client();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const first = await resultOf(queryClient, 'first', read);
    const second = await resultOf(queryClient, 'second', read);
    await combinedQuery({ first, second }).refetch();
    expect(reads).toBe(4);
  });
});
