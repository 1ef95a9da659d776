import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, preferredEncoding } from '../lib/content-negotiation';

/** Keys kept at most; beyond that the cache starts empty again (odd query strings cannot grow it forever). */
const MAX_ENTRIES = 500;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

interface Entry {
  version: string;
  payload: string;
  etag: string;
  /** Compressed once, the first time a client asks for that encoding. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

/**
 * Keeps the public catalogue answers (`routes`: the menu, one dish, the restaurant) in memory, serialized,
 * with their ETag and compressed once. Each request first reads the catalogue version (`app.catalogueVersion`,
 * moved by database triggers with every committed change to the catalogue), and an answer is served from memory only when it was
 * built at the version the request read: never older than a write committed before the request arrived, on
 * any instance, whichever code or script wrote. Answers that are not public (`cache-control` other than the
 * context's `no-cache`) or not 200 are never kept; requests with a token are not cached at all.
 */
export const catalogueCache = fp(
  async (app: FastifyInstance, { routes }: { routes: readonly string[] }) => {
    const cached = new Set(routes);
    const entries = new Map<string, Entry>();
    const pending = new WeakMap<FastifyRequest, { key: string; version: string }>();
    let lastVersion = '';

    const readVersion = async () => {
      const version = await app.catalogueVersion();
      if (version !== lastVersion) {
        entries.clear();
        lastVersion = version;
      }
      return version;
    };

    const keyOf = (request: FastifyRequest): string | undefined => {
      if (request.method !== 'GET' || request.headers.authorization) return undefined;
      const route = request.routeOptions.url;
      if (!route || !cached.has(route)) return undefined;
      return `${route} ${JSON.stringify(request.params)} ${request.url.split('?')[1] ?? ''}`;
    };

    app.addHook('onRequest', async (request, reply) => {
      const key = keyOf(request);
      if (!key) return;
      const version = await readVersion();
      const entry = entries.get(key);
      if (!entry || entry.version !== version) {
        pending.set(request, { key, version });
        return;
      }
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding');
      const encoding =
        etagMatches(request.headers['if-none-match'], entry.etag) ||
        request.headers['x-no-compression'] !== undefined
          ? undefined
          : preferredEncoding(request.headers['accept-encoding'] as string | undefined);
      if (!encoding) return reply.send(entry.payload);
      let body = entry.encoded.get(encoding);
      if (!body) {
        body = encoding === 'br' ? brotliCompressSync(entry.payload, BROTLI) : gzipSync(entry.payload);
        entry.encoded.set(encoding, body);
      }
      return reply.header('content-encoding', encoding).send(body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const miss = pending.get(request);
      if (!miss) return payload;
      const etag = reply.getHeader('etag');
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        typeof etag === 'string' &&
        reply.getHeader('cache-control') === 'no-cache' &&
        miss.version === lastVersion
      ) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(miss.key, { version: miss.version, payload, etag, encoded: new Map() });
      }
      return payload;
    });
  },
  { name: 'catalogue-cache', dependencies: ['catalogue-version'] },
);
