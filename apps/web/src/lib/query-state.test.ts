import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { dehydrateForBrowser, revivedQueryState } from './query-state';

/** A server render's query cache, dehydrated at `renderedAt`, as it travels in the page. */
async function serverState(renderedAt: number) {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ['menu'], queryFn: () => ['dal'] });
  await server.prefetchQuery({
    queryKey: ['dish'],
    queryFn: () => Promise.reject(new ApiError('No such dish', 404)),
  });
  const state = dehydrateForBrowser(server);
  for (const query of state.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = renderedAt;
  }
  return JSON.parse(JSON.stringify(state)) as typeof state;
}

describe('revivedQueryState', () => {
  it('counts the data of a page rendered long ago as received with the page: fresh, not fetched again', async () => {
    const receivedAt = Date.now();
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, revivedQueryState(await serverState(receivedAt - 3_600_000), receivedAt));

    const menu = browser.getQueryCache().find({ queryKey: ['menu'] })!;
    expect(menu.state.data).toEqual(['dal']);
    expect(menu.state.dataUpdatedAt).toBe(receivedAt);
    expect(menu.isStaleByTime(60_000)).toBe(false);
  });

  it('turns a travelled error back into an ApiError with its status', async () => {
    const browser = new QueryClient();
    hydrate(browser, revivedQueryState(await serverState(Date.now()), Date.now()));
    const error = browser.getQueryState(['dish'])!.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'No such dish', status: 404 });
  });
});
