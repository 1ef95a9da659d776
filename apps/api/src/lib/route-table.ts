import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's response schemas by status code ('200', '4xx', ...), as declared. */
  response: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (HEAD twins left out): what the access and bad-input tests walk. */
    routeTable: readonly RegisteredRoute[];
  }
}

/** Records each route as it is registered. Call before any route is added. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, response });
    }
  });
}
