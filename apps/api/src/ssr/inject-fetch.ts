import type { FastifyInstance } from 'fastify';

/** A `fetch` for server-side rendering that answers through `app.inject`: same routes, no socket. */
export function createInjectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof URL ? input : input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}
