import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets (a session token, a stream ticket, the provider's `code` and
 * `state`, anything named like a password, secret, key or signature): a name holding one of these words.
 */
const SECRET_PARAM = /([?&][^=&#]*(?:token|ticket|code|state|password|secret|key|signature)[^=&#]*=)[^&#]*/gi;

/** A URL as it may be logged: the value of every secret-bearing query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[redacted]');
}

/** Fastify's request log line, without secrets in the URL (and without headers, where tokens and cookies go). */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
