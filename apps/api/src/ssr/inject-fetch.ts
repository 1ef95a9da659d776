import type { FastifyInstance } from 'fastify';
import {
  RENDER_READ_HEADER,
  RENDER_READ_SECRET,
  VERSIONED_READ_HEADER,
  type RenderReads,
} from './render-reads';

/**
 * A `fetch` for server-side rendering that answers through `app.inject`: same routes, no socket. Each read is
 * recorded in `reads`: whether it answered versioned public data, which decides whether the page may be kept.
 */
export function createInjectFetch(app: FastifyInstance, reads: RenderReads): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof URL ? input : input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), [RENDER_READ_HEADER]: RENDER_READ_SECRET },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    reads.record(request.method === 'GET' ? headers.get(VERSIONED_READ_HEADER) : null);
    headers.delete(VERSIONED_READ_HEADER);
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}
