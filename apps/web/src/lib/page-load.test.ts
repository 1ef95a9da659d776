import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failedLoadStatus, prefetchForPage, withPageStatus } from './page-load';

const serverClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('failedLoadStatus', () => {
  it("gives the page the API's 4xx or 5xx", () => {
    expect(failedLoadStatus(new ApiError('Food item not found', 404))).toBe(404);
    expect(failedLoadStatus(new ApiError('Down', 502))).toBe(502);
  });

  it('answers 500 for an error without a status and 503 for a status that is no failure', () => {
    expect(failedLoadStatus(new TypeError('fetch failed'))).toBe(500);
    expect(failedLoadStatus(new ApiError('No answer', 0))).toBe(503);
  });
});

describe('prefetchForPage', () => {
  it('answers 200 and keeps the data when the load succeeds', async () => {
    const queryClient = serverClient();
    const status = await prefetchForPage(queryClient, { queryKey: ['menu'], queryFn: () => ['dal'] });
    expect(status).toBe(200);
    expect(queryClient.getQueryData(['menu'])).toEqual(['dal']);
  });

  it('does not throw on a failed load: the failure stays in the cache and gives its status', async () => {
    const queryClient = serverClient();
    const status = await prefetchForPage(queryClient, {
      queryKey: ['dish'],
      queryFn: () => Promise.reject(new ApiError('Food item not found', 404)),
    });
    expect(status).toBe(404);
    expect(queryClient.getQueryState(['dish'])).toMatchObject({
      status: 'error',
      error: { message: 'Food item not found' },
    });
  });
});

describe('withPageStatus', () => {
  it("answers the first failed load's status with the loader data", () => {
    const answer = withPageStatus({ now: 1 }, [200, 503, 404]);
    expect(answer.data).toEqual({ now: 1 });
    expect(answer.init?.status).toBe(503);
  });

  it('answers 200 when every load succeeded', () => {
    expect(withPageStatus(null, [200, 200]).init?.status).toBe(200);
  });
});
