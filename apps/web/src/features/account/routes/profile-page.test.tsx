import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth/auth-token';
import ProfilePage from './profile-page';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { TEST_USER } from '../../../test/test-user';

const SESSION_ENDED = { success: false, message: 'Your session has ended. Please log in again.' };

/**
 * The profile page in the app's providers, with the browser's API client (a 401 to a call that carried the
 * token clears it); `answer` is the API, by path.
 */
function renderProfile(answer: (path: string) => { status: number; body: unknown }) {
  renderWithApp(null, {
    auth: true,
    signOutOnUnauthorized: true,
    routes: [{ path: '/profile', Component: ProfilePage }],
    url: '/profile',
    answer: (url) => {
      const { status, body } = answer(url);
      return jsonAnswer(status, body);
    },
  });
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
