import type { UseQueryResult } from '@tanstack/react-query';
import { toLoadFailure, type LoadFailure } from './load-failure';

export type PageState<T> =
  { status: 'success'; data: T } | { status: 'loading' } | { status: 'error'; failure: LoadFailure };

/**
 * One reading of a page's query and its loader's report: data wins, then a fetch under way (a retry), then
 * the query's own error, then the failure the loader reported (the hydration case, where the cache is empty).
 */
export function pageStateOf<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching'>,
  loaderFailure: LoadFailure | null,
  fallbackMessage: string,
): PageState<T> {
  if (query.data !== undefined) return { status: 'success', data: query.data };
  if (query.isFetching) return { status: 'loading' };
  if (query.error) return { status: 'error', failure: toLoadFailure(query.error, fallbackMessage) };
  if (loaderFailure) return { status: 'error', failure: loaderFailure };
  return { status: 'loading' };
}
