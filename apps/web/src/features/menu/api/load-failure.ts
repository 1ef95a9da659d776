import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** A failed load, in a form that survives the server-to-browser hydration data. */
export interface LoadFailure {
  status: number;
  message: string;
}

/** What the menu's route loaders return: null when the data is in the cache, else why it is not. */
export interface PageLoaderData {
  failure: LoadFailure | null;
}

export function toLoadFailure(error: unknown, fallback: string): LoadFailure {
  return {
    status: error instanceof ApiError ? error.status : 500,
    message: errorMessage(error, fallback),
  };
}

/**
 * Prefetches a page's query without throwing (the page shows its own error state), and reports a failure
 * in the loader data: TanStack Query dehydrates successful queries only, so without it the browser would
 * hydrate a loading state over the server's error state. The failure's status becomes the page's HTTP status
 * (a 404 for an unknown dish).
 */
export async function prefetchPage<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  fallbackMessage: string,
) {
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status !== 'error') return { failure: null } satisfies PageLoaderData;
  const failure = toLoadFailure(state.error, fallbackMessage);
  const status = failure.status >= 400 && failure.status < 600 ? failure.status : 503;
  return data({ failure } satisfies PageLoaderData, { status });
}
