import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth/auth-token';
import AuthCallbackPage from './auth-callback-page';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { TEST_USER } from '../../../test/test-user';

/** The API: the exchange answers a session for `good-code` only; `/me` answers for any token. */
function renderCallback(search: string) {
  window.history.replaceState(null, '', `/auth/callback${search}`);
  return renderWithApp(null, {
    auth: true,
    routes: [
      { path: '/auth/callback', Component: AuthCallbackPage },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/tables', element: <p>Tables page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    url: `/auth/callback${search}`,
    answer: (url, init) => {
      const exchanged =
        url === '/api/auth/google/exchange' && JSON.parse(String(init?.body)).code === 'good-code';
      const ok = url === '/api/auth/me' || exchanged;
      const data = url === '/api/auth/me' ? TEST_USER : { user: TEST_USER, token: 'new-token' };
      return jsonAnswer(
        ok ? 200 : 400,
        ok ? { success: true, data } : { success: false, message: 'Sign-in refused' },
      );
    },
  });
}

describe('AuthCallbackPage', () => {
  beforeEach(() => authToken.clear());

  it('takes the code out of the address bar at once, exchanges it, waits 150 ms, then opens /profile', async () => {
    const start = performance.now();
    const fetch = renderCallback('?code=good-code');
    expect(screen.getByRole('heading', { name: 'Logged in successfully to your account' })).toBeVisible();
    expect(screen.getByText('Redirecting to your profile...')).toBeVisible();
    expect(window.location.search).toBe('');
    expect(await screen.findByText('Profile page')).toBeVisible();
    expect(performance.now() - start).toBeGreaterThanOrEqual(145);
    expect(fetch).toHaveBeenCalledWith('/api/auth/google/exchange', expect.anything());
    expect(authToken.get()).toBe('new-token');
  });

  it('goes back where the visitor came from when the API says so', async () => {
    renderCallback('?code=good-code&redirectTo=%2Ftables');
    expect(await screen.findByText('Tables page')).toBeVisible();
  });

  it('keeps the current session and goes to /login when the code is refused', async () => {
    authToken.set('my-own-token');
    renderCallback('?code=someone-elses-code');
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(authToken.get()).toBe('my-own-token');
  });

  it('never accepts a token from the address', async () => {
    authToken.set('my-own-token');
    const fetch = renderCallback('?token=someone-elses-token');
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(window.location.search).toBe('');
    expect(authToken.get()).toBe('my-own-token');
    expect(fetch).not.toHaveBeenCalledWith('/api/auth/google/exchange', expect.anything());
  });
});
