import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content-Security-Policy of a server-rendered page: the strict policy of every answer, with the
     * SHA-256 hashes (`'sha256-…'`) of the page's own inline scripts allowed in script-src.
     */
    pageContentSecurityPolicy(scriptHashes: readonly string[]): string;
  }
}

/** The origin(s) the map tiles come from, for img-src: `https://{s}.tile.x.org/...` → `https://*.tile.x.org`. */
export function tileOrigin(tileUrl: string): string | undefined {
  try {
    // URL lower-cases the host, so the placeholder must be lower case to be found again.
    const url = new URL(tileUrl.replace('{s}', 'tile-subdomain'));
    return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
  } catch {
    return undefined;
  }
}

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Helmet's headers with a strict CSP (scripts from this origin only; a page's inline scripts are allowed one by
 * one by their hash, so a page's bytes are the same for every visitor), compression, rate limits and optional
 * CORS.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const https = config.publicUrl?.startsWith('https://') ?? false;
    const tiles = tileOrigin(config.tileUrl);

    const directives: Directives = {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    };
    const policy = serialize(directives);
    app.decorate('pageContentSecurityPolicy', (scriptHashes: readonly string[]) =>
      scriptHashes.length
        ? serialize({
            ...directives,
            'script-src': [...directives['script-src']!, ...scriptHashes.map((hash) => `'${hash}'`)],
          })
        : policy,
    );

    // helmet's middleware is built once; @fastify/helmet rebuilt it (parsing every directive) per request.
    const securityHeaders = helmet({
      contentSecurityPolicy: false,
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('content-security-policy', policy);
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });

    // Dynamic answers: brotli at quality 4 (its default 11 costs milliseconds per answer), and nothing under
    // 2 KB, which fits in one or two TCP packets anyway (an order's answer is about 1.1 KB). The public
    // catalogue answers are compressed once and kept (plugins/catalogue-cache.ts).
    await app.register(compress, {
      global: true,
      threshold: 2048,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
    });

    if (config.rateLimit) {
      await app.register(rateLimit, {
        global: false,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          success: false,
          message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        }),
      });
    }

    if (config.corsOrigin) {
      await app.register(cors, {
        origin: config.corsOrigin.split(',').map((o) => o.trim()),
        // Every method the API answers; the requested headers (Authorization, Idempotency-Key) are echoed back.
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        credentials: true,
      });
    }
  },
  { name: 'security' },
);
