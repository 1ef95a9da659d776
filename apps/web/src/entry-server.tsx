import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import { resolveHead } from './app/document-head';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createApiClient } from './lib/api-client';
import { appConfigQueryOptions } from './api/app-config';
import { renderHead, scriptSafeJson } from './lib/head';
import { createQueryClient } from './lib/query-client';
import { dehydrateForBrowser } from './lib/query-state';
import { QUERY_STATE_GLOBAL, type RenderRequest, type RenderResult } from '@flame/shared';

const ORIGIN = 'http://ssr.internal';

/** Route errors in the form React Router's browser router reads back from `__staticRouterHydrationData`. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}

/** Renders one page with its data: the first HTML holds what a person reads, then the client hydrates it. */
export async function render({ url, fetch }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient({ onServer: true });
  const api = createApiClient({ baseUrl: ORIGIN, fetch });
  const handler = createStaticHandler(createRoutes({ queryClient, api }));
  const context = await handler.query(new Request(new URL(url, ORIGIN)));

  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { type: 'redirect', status: context.status, location };
    }
    return { type: 'shell' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient} api={api}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );

  const config = await queryClient.fetchQuery(appConfigQueryOptions(api)).catch(() => undefined);
  const head = resolveHead(
    context.matches.map((match) => ({ params: match.params, handle: match.route.handle })),
    queryClient,
    config?.publicUrl ?? undefined,
  );
  const hydration = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  const scripts =
    `<script>window.__staticRouterHydrationData=${scriptSafeJson(hydration)};` +
    `window.${QUERY_STATE_GLOBAL}=${scriptSafeJson(dehydrateForBrowser(queryClient))};</script>`;

  return {
    type: 'page',
    status: context.statusCode,
    head: renderHead(head, { origin: config?.publicUrl ?? undefined, path: new URL(url, ORIGIN).pathname }),
    html,
    scripts,
  };
}
