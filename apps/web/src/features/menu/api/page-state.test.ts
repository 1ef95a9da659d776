import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { pageStateOf } from './page-state';

const idle = { data: undefined, error: null, isFetching: false };

describe('pageStateOf', () => {
  it('shows data when there is some, even while refetching', () => {
    expect(pageStateOf({ ...idle, data: [1], isFetching: true }, null, 'x')).toEqual({
      status: 'success',
      data: [1],
    });
  });

  it('is loading while a fetch without data runs (a retry after a failure)', () => {
    const failure = { status: 500, message: 'Failed to fetch foods' };
    expect(pageStateOf({ ...idle, isFetching: true, error: new Error('old') }, failure, 'x')).toEqual({
      status: 'loading',
    });
  });

  it("reads the query's own error with its status and message", () => {
    expect(pageStateOf({ ...idle, error: new ApiError('Food item not found', 404) }, null, 'x')).toEqual({
      status: 'error',
      failure: { status: 404, message: 'Food item not found' },
    });
  });

  it('falls back to the failure the loader reported (hydration: the cache is empty)', () => {
    const failure = { status: 404, message: 'Food item not found' };
    expect(pageStateOf(idle, failure, 'x')).toEqual({ status: 'error', failure });
  });

  it('uses the fallback message for an error without one', () => {
    expect(pageStateOf({ ...idle, error: new Error('') }, null, 'Failed to load deals')).toEqual({
      status: 'error',
      failure: { status: 500, message: 'Failed to load deals' },
    });
  });
});
