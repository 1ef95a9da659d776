import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks every query under each key stale (active ones refetch); resolves when those refetches end. */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A function that invalidates `keys`: what a mutation calls when it settles. */
export function useInvalidate(keys: readonly QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, keys);
}

/**
 * Refetches now, even a query whose first load is still running: that load began before the change, and
 * invalidating alone would reuse it (TanStack Query joins a first fetch in flight rather than restart it).
 * A load already retrying after a failure is left to its retries, which ask again after the change anyway:
 * restarting it on every event would keep a failing view loading, never showing its error while events arrive.
 */
export async function refetchNow(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map((queryKey) =>
      queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.fetchFailureCount === 0 }),
    ),
  );
  // What is still fetching now is retrying: not cancelled, even a reload that holds data (TanStack Query's
  // default cancels those), so its error shows while events arrive and what it had read stays under it.
  await Promise.all(
    keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })),
  );
}
