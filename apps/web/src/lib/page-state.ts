import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './api-client';
import { failedLoadStatus } from './page-load';

/** Why a page's data is not there: the HTTP status and the message to show. */
export interface FailedLoad {
  status: number;
  message: string;
}

export type PageState<T> =
  { status: 'success'; data: T } | { status: 'loading' } | { status: 'error'; failure: FailedLoad };

export function toFailedLoad(error: unknown, fallbackMessage: string): FailedLoad {
  return { status: failedLoadStatus(error), message: errorMessage(error, fallbackMessage) };
}

/**
 * One reading of a page's query: data wins, then a fetch under way (a retry), then the query's error (its own,
 * or the server render's, which hydrates into the query), else loading.
 */
export function pageStateOf<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching'>,
  fallbackMessage: string,
): PageState<T> {
  if (query.data !== undefined) return { status: 'success', data: query.data };
  if (query.isFetching) return { status: 'loading' };
  if (query.error) return { status: 'error', failure: toFailedLoad(query.error, fallbackMessage) };
  return { status: 'loading' };
}

/**
 * Whether the page's query holds a failure and no data, as its route loader left it when its fetch failed (on
 * the server, then hydrated, or in the browser): the page keeps its hook disabled then, so it shows that failure
 * and fetches again only on 'Try Again' (`refetch()`), not when it switches to the query (another dish).
 */
export function useFailedOnLoad(queryKey: QueryKey): boolean {
  const state = useQueryClient().getQueryState(queryKey);
  return state?.status === 'error' && state.data === undefined;
}
