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
 * The server's query cache for the page's script: successful queries and failed ones too, so a section
 * that failed on the server hydrates into the same error state (not a loading state), then retries.
 * Errors travel as their message and status only.
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

/** The browser's side: the travelled errors become `ApiError`s again, the one error type of the app. */
export function revivedQueryState(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => {
    const { message, status } = error as PlainError;
    return new ApiError(message, status);
  });
}
