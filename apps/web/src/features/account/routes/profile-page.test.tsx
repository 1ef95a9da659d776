import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { ApiProvider } from '../../../lib/api-context';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { authToken } from '../../../lib/auth/auth-token';
import { createQueryClient } from '../../../lib/query-client';
import ProfilePage from './profile-page';
import { TEST_USER } from '../../../test/test-user';

const SESSION_ENDED = { success: false, message: 'Your session has ended. Please log in again.' };

/**
 * The profile page in the app's providers, with the browser's API client (a 401 to a call that carried the
 * token clears it); `answer` is the API, by path.
 */
function renderProfile(answer: (path: string) => { status: number; body: unknown }) {
  const fetch = vi.fn(async (url: string) => {
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: authToken.get,
    onUnauthorized: authToken.clear,
  });
  const router = createMemoryRouter([{ path: '/profile', Component: ProfilePage }], {
    initialEntries: ['/profile'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider client={api}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

describe('ProfilePage when the session was ended elsewhere', () => {
  beforeEach(() => authToken.set('ended-token'));

  it('opened with a token the server no longer knows: shows the signed-out state, not the loading one', async () => {
    renderProfile(() => ({ status: 401, body: SESSION_ENDED }));
    expect(await screen.findByText('Please log in to view your profile')).toBeVisible();
    expect(screen.queryByText('Loading your profile...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    expect(authToken.get()).toBeNull();
  });

  it('open while the session ends: the next call answered 401 turns the page to the signed-out state', async () => {
    renderProfile((url) =>
      url === '/api/auth/me'
        ? { status: 200, body: { success: true, data: TEST_USER } }
        : { status: 401, body: SESSION_ENDED },
    );
    expect(await screen.findByText('Please log in to view your profile')).toBeVisible();
    expect(screen.queryByText('asha@example.test')).toBeNull();
    expect(authToken.get()).toBeNull();
  });
});
