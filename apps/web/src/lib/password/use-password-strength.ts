import type { PasswordStrength } from '@flame/shared';
import { useEffect, useState } from 'react';
import { checkPasswordStrength } from '../../api/password-strength';
import { useApi } from '../api-context';

/** How long typing must pause before the server is asked: one request per pause, not one per key. */
export const PASSWORD_CHECK_PAUSE_MS = 300;

export interface PasswordRating {
  /**
   * `empty` before anything is typed; `checking` until the server answers for the password as typed now;
   * `rated` once it has; `unavailable` when it could not answer (the server still decides at submit).
   */
  status: 'empty' | 'checking' | 'rated' | 'unavailable';
  /** The server's rating of the password as typed now; null until it answers. */
  strength: PasswordStrength | null;
  /** What the meter shows: the rating of now, or while the next one is awaited, the one before it. */
  shown: PasswordStrength | null;
}

interface Answer {
  of: string;
  strength: PasswordStrength | null;
}

/**
 * The strength of a new password as it is typed, rated by the server with the rule it applies at submit (so the
 * two never disagree); the name and email (or a reset link's account) count against it, as on the server. Nothing is loaded for it but the
 * small answers, asked once typing pauses; a question overtaken by more typing is cancelled.
 */
export function usePasswordStrength(
  password: string,
  person: { name?: string; email?: string; resetToken?: string },
): PasswordRating {
  const api = useApi();
  const { name, email, resetToken } = person;
  const asked = JSON.stringify([password, name ?? '', email ?? '', resetToken ?? '']);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!password) return;
    const cancel = new AbortController();
    const timer = setTimeout(() => {
      const body = { password, name: name || undefined, email: email || undefined, resetToken };
      checkPasswordStrength(api, body, cancel.signal)
        .then((strength) => setAnswer({ of: asked, strength }))
        .catch(() => {
          if (!cancel.signal.aborted) setAnswer({ of: asked, strength: null });
        });
    }, PASSWORD_CHECK_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      cancel.abort();
    };
  }, [api, asked, password, name, email, resetToken]);

  if (!password) return { status: 'empty', strength: null, shown: null };
  if (answer?.of === asked) {
    return answer.strength
      ? { status: 'rated', strength: answer.strength, shown: answer.strength }
      : { status: 'unavailable', strength: null, shown: null };
  }
  return { status: 'checking', strength: null, shown: answer?.strength ?? null };
}
