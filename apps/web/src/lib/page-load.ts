import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from './api-client';

/**
 * The HTTP status a failed load gives its page: the API's 4xx or 5xx (a 404 for an unknown dish), 500 for an
 * error without a status, 503 for a status outside those ranges.
 */
export function failedLoadStatus(error: unknown): number {
  const status = error instanceof ApiError ? error.status : 500;
  return status >= 400 && status < 600 ? status : 503;
}

/**
 * Prefetches one of a page's queries without throwing and answers the status its outcome gives the page (200,
 * or the failure's). A failed query stays in the cache as failed and travels to the browser like a loaded one
 * (see `query-state.ts`), so the page reads its error from the query itself, on the server and after hydration.
 */
export async function prefetchForPage<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<number> {
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState(options.queryKey);
  return state?.status === 'error' ? failedLoadStatus(state.error) : 200;
}

/** A loader's answer with the page's HTTP status: the first failed load's, else 200. */
export function withPageStatus<T>(loaderData: T, statuses: readonly number[]) {
  return data(loaderData, { status: statuses.find((status) => status !== 200) ?? 200 });
}
