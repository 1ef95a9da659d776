import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressOnce } from '../lib/compress-once';
import { etagMatches, preferredEncoding } from '../lib/content-negotiation';

/** Keys kept at most; beyond that the cache starts empty again (odd query strings cannot grow it forever). */
const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  /** When the answer stops being true by itself (ms since epoch, on `app.now()`), however the data stays. */
  expiresAt: number;
  payload: string;
  etag: string;
  /** Compressed once, the first time a client asks for that encoding. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

const expiries = new WeakMap<FastifyRequest, number>();

/**
 * Tells the cache that this request's answer holds a state that ends by itself at `instant` (a dish sold out
 * until the next opening): a kept copy is never served from that moment on. The earliest instant wins.
 */
export function answerExpiresAt(request: FastifyRequest, instant: Date): void {
  const at = instant.getTime();
  const earlier = expiries.get(request);
  if (earlier === undefined || at < earlier) expiries.set(request, at);
}

/** When this request's answer stops holding, if it holds a state that ends by itself. */
export function answerExpiry(request: FastifyRequest): Date | undefined {
  const at = expiries.get(request);
  return at === undefined ? undefined : new Date(at);
}

/**
 * Keeps the public catalogue answers (`routes`: the menu, one dish, the restaurant) in memory, serialized,
 * with their ETag and compressed once. Each request first reads the catalogue version (`app.catalogueVersion`,
 * moved by database triggers with every committed change to the catalogue), and an answer is served from memory only when it was
 * built at the version the request read: never older than a write committed before the request arrived, on
 * any instance, whichever code or script wrote. An answer that holds a state ending by itself (`answerExpiresAt`)
 * is kept only until that instant on the app's clock. Answers that are not public (`cache-control` other than the
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
      if (!entry || entry.version !== version || entry.expiresAt <= app.now().getTime()) {
        pending.set(request, { key, version });
        return;
      }
      if (Number.isFinite(entry.expiresAt)) answerExpiresAt(request, new Date(entry.expiresAt));
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
        body = compressOnce(entry.payload, encoding);
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
        entries.set(miss.key, {
          version: miss.version,
          expiresAt: expiries.get(request) ?? Number.POSITIVE_INFINITY,
          payload,
          etag,
          encoded: new Map(),
        });
      }
      return payload;
    });
  },
  { name: 'catalogue-cache', dependencies: ['catalogue-version', 'clock'] },
);
