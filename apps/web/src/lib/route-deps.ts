import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

/** What route loaders get: the query cache and the API client of this render (browser, or one server request). */
export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
}

/** What a route module may export beside its default component. */
export interface RouteModule {
  default: React.ComponentType;
  /** Prefetches the page's data into the query cache (runs on the server for the first HTML). */
  loader?: (
    deps: RouteDeps,
  ) => (args: { params: Record<string, string | undefined>; request: Request }) => Promise<unknown>;
  head?: HeadFunction;
}

export interface PageHead {
  title: string;
  description?: string;
  /**
   * A public page search engines may list: it gets a canonical address. Every other page (sign-in, account,
   * dashboard, not found) tells crawlers not to index it.
   */
  indexable?: boolean;
  /** schema.org data, rendered as JSON-LD. */
  jsonLd?: object;
  /** Images to preload (the hero or dish image of the page). */
  preloadImages?: string[];
}

export type HeadFunction = (context: {
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
  /** The site's public address (`PUBLIC_URL`, no trailing slash), for absolute links; unknown without it. */
  origin: string | undefined;
}) => PageHead;

export interface RouteHandle {
  head?: HeadFunction;
}
