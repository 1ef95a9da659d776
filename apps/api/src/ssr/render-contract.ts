/**
 * What the web app's server entry (`apps/web/src/entry-server.tsx`, built to `dist/server/entry-server.js`)
 * exports. Kept in step with `apps/web/src/ssr/render-contract.ts`.
 */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/menu?x=1`. */
  url: string;
  nonce: string;
  /** A fetch that answers `/api/...` from this process without a network hop. */
  fetch: typeof fetch;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; head: string; html: string; scripts: string }
  | { type: 'shell' };

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}
