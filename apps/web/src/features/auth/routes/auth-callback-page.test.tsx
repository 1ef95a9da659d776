import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { ApiProvider } from '../../../lib/api-context';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { authToken } from '../../../lib/auth/auth-token';
import { createQueryClient } from '../../../lib/query-client';
import AuthCallbackPage from './auth-callback-page';

const USER = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.test',
  role: 'customer',
  addresses: [],
  createdAt: '',
};

function renderCallback(search: string, meStatus: number) {
  window.history.replaceState(null, '', `/auth/callback${search}`);
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string>).authorization;
    const ok = meStatus === 200 && auth === 'Bearer good-token';
    return new Response(
      JSON.stringify(
        ok ? { success: true, data: USER } : { success: false, message: 'Please log in to continue' },
      ),
      { status: ok ? 200 : 401, headers: { 'content-type': 'application/json' } },
    );
  });
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: authToken.get,
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', Component: AuthCallbackPage },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/tables', element: <p>Tables page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [`/auth/callback${search}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider client={api}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('AuthCallbackPage', () => {
  it('takes the token out of the address bar and stores it at once, waits 150 ms, loads the user, then opens /profile', async () => {
    const start = performance.now();
    const fetch = renderCallback('?token=good-token', 200);
    expect(screen.getByRole('heading', { name: 'Logged in successfully to your account' })).toBeVisible();
    expect(screen.getByText('Redirecting to your profile...')).toBeVisible();
    expect(window.location.search).toBe('');
    expect(authToken.get()).toBe('good-token');
    expect(await screen.findByText('Profile page')).toBeVisible();
    expect(performance.now() - start).toBeGreaterThanOrEqual(145);
    expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything());
  });

  it('goes back where the visitor came from when the API says so', async () => {
    renderCallback('?token=good-token&redirectTo=%2Ftables', 200);
    expect(await screen.findByText('Tables page')).toBeVisible();
  });

  it('clears the token and goes to /login when the user cannot be loaded', async () => {
    renderCallback('?token=bad-token', 401);
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(authToken.get()).toBeNull();
  });

  it('goes to /login without a token', async () => {
    renderCallback('', 200);
    expect(await screen.findByText('Login page')).toBeVisible();
  });
});
