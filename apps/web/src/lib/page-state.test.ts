import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { pageStateOf, useFailedOnLoad } from './page-state';
import { dehydrateForBrowser, revivedQueryState } from './query-state';

const idle = { data: undefined, error: null, isFetching: false };

describe('pageStateOf', () => {
  it('shows data when there is some, even while refetching', () => {
    expect(pageStateOf({ ...idle, data: [1], isFetching: true }, 'x')).toEqual({
      status: 'success',
      data: [1],
    });
  });

  it('is loading while a fetch without data runs (a retry after a failure)', () => {
    expect(pageStateOf({ ...idle, isFetching: true, error: new Error('old') }, 'x')).toEqual({
      status: 'loading',
    });
  });

  it("reads the query's own error with its status and message", () => {
    expect(pageStateOf({ ...idle, error: new ApiError('Food item not found', 404) }, 'x')).toEqual({
      status: 'error',
      failure: { status: 404, message: 'Food item not found' },
    });
  });

  it("reads the server render's failure from the hydrated query (the browser has not fetched)", async () => {
    const failure = { status: 404, message: 'Food item not found' };
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ['dish'],
      queryFn: () => Promise.reject(new ApiError(failure.message, failure.status)),
    });
    const travelled = JSON.parse(JSON.stringify(dehydrateForBrowser(server))) as ReturnType<
      typeof dehydrateForBrowser
    >;
    const browser = new QueryClient();
    hydrate(browser, revivedQueryState(travelled, Date.now()));
    const hydrated = browser.getQueryState(['dish'])!;
    const query = { data: undefined, error: hydrated.error, isFetching: hydrated.fetchStatus === 'fetching' };
    expect(pageStateOf(query, 'x')).toEqual({ status: 'error', failure });
  });

  it('uses the fallback message for an error without one', () => {
    expect(pageStateOf({ ...idle, error: new Error('') }, 'Failed to load deals')).toEqual({
      status: 'error',
      failure: { status: 500, message: 'Failed to load deals' },
    });
  });
});

describe('useFailedOnLoad', () => {
  async function failedOnLoad(
    queryFn: () => Promise<string[]>,
    afterLoad?: (client: QueryClient) => Promise<unknown>,
  ) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: ['menu'], queryFn });
    await afterLoad?.(client);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    return renderHook(() => useFailedOnLoad(['menu']), { wrapper }).result.current;
  }

  it("is true when the loader's fetch failed and left no data", async () => {
    expect(await failedOnLoad(() => Promise.reject(new ApiError('Down', 503)))).toBe(true);
  });

  it('is false when the loader loaded the data', async () => {
    expect(await failedOnLoad(() => Promise.resolve(['dal']))).toBe(false);
  });

  it('is false when a later refetch failed but the data is still there', async () => {
    let calls = 0;
    const queryFn = () => (calls++ === 0 ? Promise.resolve(['dal']) : Promise.reject(new Error('Down')));
    const result = await failedOnLoad(queryFn, async (client) => {
      await client.refetchQueries({ queryKey: ['menu'] });
      expect(client.getQueryState(['menu'])).toMatchObject({ status: 'error', data: ['dal'] });
    });
    expect(result).toBe(false);
  });
});
