import { ApiError } from '../../../lib/api-client';

/**
 * The server's message to show under the spec's title ('Login failed', 'Signup failed'); none when the
 * message is already shown under the fields.
 */
export function authErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return Object.keys(error.fieldErrors).length === 0 ? error.message : undefined;
}
