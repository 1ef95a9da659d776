import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { ApiProvider } from '../lib/api-context';
import { AuthProvider } from '../lib/auth/auth-context';
import { authToken } from '../lib/auth/auth-token';
import { createQueryClient } from '../lib/query-client';

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

interface AppOptions {
  /** The API: answers each request the page makes (default: nothing is asked of it). */
  answer?: Answer;
  /** The browser's client: a 401 to a call that carried the token signs the customer out. */
  signOutOnUnauthorized?: boolean;
  /** Wraps the screen in the app's `AuthProvider` (for screens that read who is signed in). */
  auth?: boolean;
  /** A failed query shows its error at once rather than after the app's retries. */
  noRetries?: boolean;
  /** Routes of a memory router started at `url`; without them, `ui` is rendered as it is. */
  routes?: RouteObject[];
  url?: string;
}

/** An answer of the API: `body` as JSON with `status`. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Renders a screen in the app's providers (query client, API client, and optionally the signed-in customer and
 * a memory router), as the app does: a component test states only the API's answers and what it looks at.
 * Answers the recorded `fetch`, to read what the screen sent.
 */
export function renderWithApp(ui: ReactNode, options: AppOptions = {}) {
  const { answer = () => jsonAnswer(404, { success: false, message: 'Not found' }) } = options;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: authToken.get,
    onUnauthorized: options.signOutOnUnauthorized ? authToken.clear : undefined,
  });
  const queryClient = createQueryClient();
  if (options.noRetries) queryClient.setDefaultOptions({ queries: { retry: false } });
  const screen = options.routes ? (
    <RouterProvider router={createMemoryRouter(options.routes, { initialEntries: [options.url ?? '/'] })} />
  ) : (
    ui
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>{options.auth ? <AuthProvider>{screen}</AuthProvider> : screen}</ApiProvider>
    </QueryClientProvider>,
  );
  return fetch;
}
