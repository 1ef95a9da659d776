import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The query cache of one browser tab or one server render. The browser retries server failures twice; the
 * server never retries, so a page whose data fails still answers at once (with its error state). An action
 * (a mutation) is sent even while the browser reports no network: it fails at once with its own message
 * instead of waiting unseen for the network to return.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: onServer
          ? false
          : (failureCount, error) =>
              failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
