import type { ServerOptions } from 'node:http';

/** Longest a connection may sit without a byte either way: above two heartbeats of a live event stream (25 s). */
const IDLE_CONNECTION_MS = 60_000;
/** Longest a client may take to send a request's headers. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Between two keep-alive requests: longer than the idle timeout of common proxies (60 s), so none reuses a closed one. */
const KEEP_ALIVE_MS = 72_000;
/** How often the server looks for requests past their time. */
const CHECK_EVERY_MS = 5_000;

/**
 * The HTTP server's timeouts. A request (headers and body) must arrive whole within `requestTimeoutMs`, so a body
 * dripped a byte at a time is cut off (408) instead of holding its connection; the limit ends when the request
 * has arrived, so an event stream's response, however long, is not cut. An upload of the largest image (5 MB)
 * within the default 60 s needs about 0.7 Mbit/s.
 */
export function httpTimeouts(requestTimeoutMs: number): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, requestTimeoutMs),
    },
  };
}
