/**
 * The password rule of sign-up and password changes, shared by the API and the web app. The estimator itself
 * (`password-strength`, with its dictionaries) is imported only where a password is checked.
 */

/** Scores run from 0 (guessed at once) to 4 (very hard to guess); a new password needs at least this. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_SCORE_LABELS: Record<PasswordScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};

export interface PasswordStrength {
  score: PasswordScore;
  acceptable: boolean;
  /** Why the password is weak and how to improve it; empty for an acceptable one. */
  feedback: string;
}

/** What the person told us about themselves counts against their password ('priya' in 'priya2024'). */
export function passwordUserInputs(person: { name?: string; email?: string }): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const words = [person.name ?? '', email, email.split('@')[0] ?? '']
    .flatMap((value) => [value, ...value.split(/[\s._+-]+/)])
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length >= 3);
  return [...new Set(words)];
}

/** The message shown when a password is refused: why, then how to do better. */
export function weakPasswordMessage(feedback: string): string {
  return `This password is too easy to guess. ${feedback}`.trim();
}
