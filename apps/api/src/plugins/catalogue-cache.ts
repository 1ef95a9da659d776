import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nextRun } from '../lib/next-run';

/** Keys kept at most; beyond that the cache starts empty again (odd query strings cannot grow it forever). */
const MAX_ENTRIES = 500;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

interface Entry {
  version: string;
  /** When the answer stops being true without any write (a pause that ends by itself), in ms; else Infinity. */
  expiresAt: number;
  payload: string;
  etag: string;
  /** Compressed once, the first time a client asks for that encoding. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = header
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return undefined;
}

const expiries = new WeakMap<FastifyRequest, number>();

/**
 * Marks a cached answer as true only until an instant: a time-based state in it (a pause's end) changes then
 * without any write to move the catalogue version, so the cache builds the answer again from that moment.
 */
export function cacheAnswerUntil(request: FastifyRequest, at: Date): void {
  const earlier = expiries.get(request) ?? Infinity;
  expiries.set(request, Math.min(earlier, at.getTime()));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || `W/${ifNoneMatch}` === etag;
}

/**
 * Keeps the public catalogue answers (`routes`: the menu, one dish, the restaurant) in memory, serialized,
 * with their ETag and compressed once. Each request first reads `catalogue_version` (a counter that database
 * triggers move with every committed change to foods, restaurants, opening hours, members or reviews) through
 * `nextRun`, so concurrent requests share one tiny query, and an answer is served from memory only when it was
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

    const readVersion = nextRun(async () => {
      const result = await app.database.pool.query<{ version: string }>({
        name: 'catalogue-version',
        text: 'select version from catalogue_version where id = 1',
      });
      const version = String(result.rows[0]?.version ?? '');
      if (version !== lastVersion) {
        entries.clear();
        lastVersion = version;
      }
      return version;
    });

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
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding');
      const encoding =
        matches(request.headers['if-none-match'], entry.etag) ||
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
        entries.set(miss.key, {
          version: miss.version,
          expiresAt: expiries.get(request) ?? Infinity,
          payload,
          etag,
          encoded: new Map(),
        });
      }
      return payload;
    });
  },
  { name: 'catalogue-cache', dependencies: ['database', 'clock'] },
);
