import { ApiError } from '../../../lib/api-client';

/** The server's message for a refused request (4xx), else the screen's own fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}
