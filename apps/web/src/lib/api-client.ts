import type { ApiEnvelope } from '@flame/shared';

/** What a call says when the server cannot be reached at all (offline, the server down). */
export const UNREACHABLE_MESSAGE = 'Unable to reach the restaurant. Check your connection and try again.';

/** The one error type of every failed API call: the server's message, its HTTP status and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** '' in the browser; an absolute origin on the server. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /**
   * Called when a request that carried a token is answered 401 (the session ended), with the server's reason
   * when it gave one (`error.session`: the account's password changed on another device...).
   */
  onUnauthorized?: (reason?: string) => void;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one API client: attaches the bearer token, reads the envelope, and turns every failure
 * into an `ApiError` with the server's message or 'HTTP error! status: {code}'.
 */
export function createApiClient({
  baseUrl = '',
  fetch: doFetch = fetch,
  getToken,
  onUnauthorized,
}: ApiClientOptions = {}) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/api${path}`, {
        method,
        headers,
        body,
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(UNREACHABLE_MESSAGE, 0);
    }

    const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
    if (!response.ok || !envelope || !envelope.success) {
      const message =
        envelope && !envelope.success && envelope.message
          ? envelope.message
          : `HTTP error! status: ${response.status}`;
      const fields =
        envelope && !envelope.success && typeof envelope.error === 'object' ? envelope.error : {};
      if (response.status === 401 && token) onUnauthorized?.(fields.session?.[0]);
      throw new ApiError(message, response.status, fields);
    }
    return envelope.data;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'An unknown error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
