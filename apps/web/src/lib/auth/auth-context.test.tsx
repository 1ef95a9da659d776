import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, errorMessage } from '../api-client';
import { ApiProvider } from '../api-context';
import { AuthProvider, useAuth } from './auth-context';
import { authToken } from './auth-token';
import { TEST_USER } from '../../test/test-user';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Status() {
  const { status, user, sessionCheckError, recheckSession } = useAuth();
  const problem = sessionCheckError ? `: ${errorMessage(sessionCheckError, 'error')}` : '';
  return (
    <>
      <p>{`${status}${user ? ` as ${user.name}` : ''}${problem}`}</p>
      <button type="button" onClick={recheckSession}>
        Try Again
      </button>
    </>
  );
}

/** The provider over an API whose `/auth/me` answers with `answers`, one per call, in turn. */
function renderWith(answers: (() => Promise<Response>)[]) {
  const fetch = vi.fn(() => answers.shift()!());
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: authToken.get,
    onUnauthorized: authToken.clear,
  });
  render(
    <ApiProvider client={api}>
      <AuthProvider>
        <Status />
      </AuthProvider>
    </ApiProvider>,
  );
  return fetch;
}

describe('AuthProvider: the stored session check', () => {
  beforeEach(() => {
    authToken.clear();
    authToken.set('stored-token');
  });

  it('signs in with the stored token the server knows', async () => {
    renderWith([async () => answer(200, { success: true, data: TEST_USER })]);
    expect(await screen.findByText('signed-in as Asha')).toBeVisible();
    expect(authToken.get()).toBe('stored-token');
  });

  it('forgets the token the server refuses', async () => {
    renderWith([async () => answer(401, { success: false, message: 'Not signed in' })]);
    expect(await screen.findByText('signed-out')).toBeVisible();
    expect(authToken.get()).toBeNull();
  });

  it('keeps the token when the check goes unanswered (the page leaving, no network), and tries again', async () => {
    const fetch = renderWith([
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => answer(200, { success: true, data: TEST_USER }),
    ]);
    expect(screen.getByText('unknown')).toBeVisible();
    expect(await screen.findByText('signed-in as Asha', undefined, { timeout: 3_000 })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authToken.get()).toBe('stored-token');
  });

  it('keeps the session unknown, with the error, once the tries are spent; Try Again checks anew', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const failure = async () => answer(503, { success: false, message: 'Service unavailable' });
      const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
      const fetch = renderWith([
        failure,
        unreachable,
        unreachable,
        unreachable,
        async () => answer(200, { success: true, data: TEST_USER }),
      ]);
      await vi.advanceTimersByTimeAsync(7_500);
      expect(
        await screen.findByText('unknown: Unable to reach the restaurant.', { exact: false }),
      ).toBeVisible();
      expect(screen.queryByText(/signed-out/)).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(authToken.get()).toBe('stored-token');

      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('signed-in as Asha')).toBeVisible();
      expect(fetch).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
