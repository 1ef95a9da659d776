import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** A failed load, in a form that survives the server-to-browser hydration data. */
export interface LoadFailure {
  status: number;
  message: string;
}

/**
 * Prefetches a query without throwing and reports a failure: TanStack Query dehydrates successful queries only,
 * so the browser learns of the server's failed load from the loader data instead.
 */
export async function prefetchOrFailure<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  fallbackMessage: string,
): Promise<LoadFailure | null> {
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status !== 'error') return null;
  return {
    status: state.error instanceof ApiError ? state.error.status : 500,
    message: errorMessage(state.error, fallbackMessage),
  };
}
