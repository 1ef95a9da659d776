import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';

/** An API client whose every request is answered 200 with `data` in the envelope; `fetch` records the calls. */
export function apiAnswering(data: unknown) {
  const fetch = vi.fn<(url: string) => Promise<Response>>(
    async () =>
      new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  return { fetch, api: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }) };
}
