/**
 * The contract between the web app's server entry (`apps/web/src/entry-server.tsx`, built to
 * `dist/server/entry-server.js`) and the API's web plugin that calls it for every page.
 */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/menu?x=1`. */
  url: string;
  /** A fetch that answers `/api/...` from the same process without a network hop. */
  fetch: typeof fetch;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; head: string; html: string; scripts: string }
  | { type: 'shell' };

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** The global that carries the dehydrated query cache into the browser. */
export const QUERY_STATE_GLOBAL = '__RQ_STATE__';

/**
 * The name of the `<meta>` in which a server-rendered page names the catalogue version its data is at least as
 * recent as; the web app's live catalogue stream refetches only when it says another.
 */
export const CATALOGUE_VERSION_META = 'catalogue-version';
