import type { FastifyRequest } from 'fastify';

/** Hides the session token of `/auth/callback?token=…` (and any `code`/`state` of the provider) in logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|state)=)[^&#]*/g, '$1[redacted]');
}

/** Fastify's request log line, without secrets in the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
