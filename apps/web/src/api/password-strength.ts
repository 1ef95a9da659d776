import type { PasswordStrength, PasswordStrengthBody } from '@flame/shared';
import type { ApiClient } from '../lib/api-client';

/** `POST /api/password-strength`: the server's rating of a password being typed (in the body, never the URL). */
export const checkPasswordStrength = (api: ApiClient, body: PasswordStrengthBody, signal: AbortSignal) =>
  api.post<PasswordStrength>('/password-strength', body, { signal });
