import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

interface PlainError {
  message: string;
  status: number;
}

type DehydratedQuery = DehydratedState['queries'][number];

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query): DehydratedQuery =>
      query.state.error
        ? { ...query, state: { ...query.state, error: map(query.state.error) as Error } }
        : query,
    ),
  };
}

/**
 * The server's query cache for the page's script: successful queries and failed ones too. This is the one way a
 * failed server-side load reaches the browser: a page or section that failed on the server hydrates into the
 * same error state (not a loading state), and its hook, with `retryOnMount: false`, does not fetch again until
 * the person presses 'Try Again'. Errors travel as their message and status only. A loader that wants the
 * failure as the page's HTTP status uses `page-load.ts`.
 */
export function dehydrateForBrowser(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  return mapErrors(state, (error): PlainError => ({
    message: error instanceof Error ? error.message : 'Something went wrong',
    status: error instanceof ApiError ? error.status : 500,
  }));
}

/**
 * The browser's side: the travelled errors become `ApiError`s again, the one error type of the app, and the
 * data counts as received when the page was (`receivedAt`). A page may be kept on the server from an earlier
 * render, but the server checks it against the data's version each time it serves it, so its data is as fresh
 * as the page; with the render's time instead, a page kept longer than the stale time would fetch it all again.
 */
export function revivedQueryState(state: DehydratedState, receivedAt: number): DehydratedState {
  const revived = mapErrors(state, (error) => {
    const { message, status } = error as PlainError;
    return new ApiError(message, status);
  });
  return {
    ...revived,
    queries: revived.queries.map((query): DehydratedQuery =>
      query.state.status === 'success'
        ? {
            ...query,
            state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, receivedAt) },
          }
        : query,
    ),
  };
}
