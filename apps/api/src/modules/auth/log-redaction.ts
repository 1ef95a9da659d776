import type { FastifyRequest } from 'fastify';

/**
 * Query parameter names that hold secrets (a session token, a stream ticket, the provider's `code` and `state`,
 * anything named like a password, secret, key or signature): a name holding one of these words, read decoded
 * as the query parser reads it (`tick%65t` is `ticket`).
 */
const SECRET_NAME = /token|ticket|code|state|password|secret|key|signature/i;
const QUERY_PARAM = /([?&])([^=&#]*)=([^&#]*)/g;

function decodedName(name: string): string | undefined {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * A URL as it may be logged: the value of every secret-bearing query parameter replaced by `[redacted]` (and of
 * any parameter whose name cannot be decoded).
 */
export function redactUrl(url: string): string {
  return url.replace(QUERY_PARAM, (whole, separator: string, name: string) => {
    const decoded = decodedName(name);
    return decoded === undefined || SECRET_NAME.test(decoded) ? `${separator}${name}=[redacted]` : whole;
  });
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
