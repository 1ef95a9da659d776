import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP nonce of this request, given to the server-rendered hydration script. */
    cspNonce: string;
  }
}

const nonces = new WeakMap<IncomingMessage, string>();

/** Random bytes drawn in blocks: one system call per 256 nonces instead of one per request. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', nonceOffset - NONCE_BYTES, nonceOffset);
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

/** Helmet with a strict CSP (nonce, no inline script), compression, rate limits and optional CORS. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const https = config.publicUrl?.startsWith('https://') ?? false;
    const tiles = tileOrigin(config.tileUrl);

    app.decorateRequest('cspNonce', '');

    // helmet's middleware is built once; @fastify/helmet rebuilt it (parsing every directive) per request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (req: IncomingMessage) => `'nonce-${nonces.get(req) ?? ''}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      request.cspNonce = newNonce();
      nonces.set(request.raw, request.cspNonce);
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
