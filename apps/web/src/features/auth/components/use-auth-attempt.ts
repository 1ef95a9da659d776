import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's message to show under the form's title ('Login failed', 'Signup failed'); none when the
 * message is already shown under the fields.
 */
function authErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return Object.keys(error.fieldErrors).length === 0 ? error.message : undefined;
}

/**
 * One sign-in or sign-up attempt: the page is busy while `send` runs; a failure goes to `onError` (for field
 * errors) and is kept for the form's banner, cleared by the next attempt.
 */
export function useAuthAttempt(onBusyChange: (busy: boolean) => void) {
  const [failure, setFailure] = useState<{ detail?: string } | null>(null);
  const attempt = async (send: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    setFailure(null);
    onBusyChange(true);
    try {
      await send();
    } catch (error) {
      onError?.(error);
      setFailure({ detail: authErrorDetail(error) });
    } finally {
      onBusyChange(false);
    }
  };
  return { failure, clearFailure: () => setFailure(null), attempt };
}
