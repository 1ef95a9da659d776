/** The server entry's contract with the API's web plugin (apps/api/src/ssr/render-contract.ts). */
export interface RenderRequest {
  url: string;
  nonce: string;
  fetch: typeof fetch;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; head: string; html: string; scripts: string }
  | { type: 'shell' };

export const QUERY_STATE_GLOBAL = '__RQ_STATE__';
