import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { authToken } from './lib/auth/auth-token';
import { createApiClient } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { revivedQueryState } from './lib/query-state';
import { yieldToMain } from './lib/yield-to-main';
import { QUERY_STATE_GLOBAL } from '@flame/shared';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
    [QUERY_STATE_GLOBAL]?: DehydratedState;
  }
}

const queryClient = createQueryClient();
const api = createApiClient({ getToken: authToken.get, onUnauthorized: authToken.clear });
const routes = createRoutes({ queryClient, api });
const container = document.getElementById('root')!;
const serverRendered = window.__staticRouterHydrationData !== undefined;

if (window[QUERY_STATE_GLOBAL])
  hydrate(queryClient, revivedQueryState(window[QUERY_STATE_GLOBAL], Date.now()));

/** The first page's lazy route modules, loaded and put in place: React would see other markup without them. */
async function loadFirstPageRoutes() {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async (match) => {
      const properties = await (match.route.lazy as () => Promise<object>)();
      Object.assign(match.route, { ...properties, lazy: undefined });
    }),
  );
}

function render(router: ReturnType<typeof createBrowserRouter>) {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} api={api}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of blocking the
  // main thread for the whole page (a long task on a phone); the server HTML stays on screen meanwhile.
  if (serverRendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Lets the browser in after this module's evaluation (the app shell's), then loads the first page's modules,
 * creates the router and hydrates, each step in a task of its own: together they would be one long task.
 * Not a top-level await: this module shares its chunk with the app shell that the page's modules import, and
 * a chunk awaiting a module that imports it would wait for ever.
 */
async function start() {
  await yieldToMain();
  await loadFirstPageRoutes();
  await yieldToMain();
  const router = createBrowserRouter(routes);
  await yieldToMain();
  render(router);
}

void start();
