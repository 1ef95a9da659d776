import { passwordUserInputs, weakPasswordMessage, type PasswordStrength } from '@flame/shared';
import { estimatePasswordStrength } from '@flame/shared/password-strength';
import { badRequest } from '../../lib/errors';

/**
 * The one rating of a new password, at submit and for the meter while it is typed: how hard it is to guess for
 * someone who knows the account's name and email.
 */
export function ratePassword(password: string, person: { name?: string; email?: string }): PasswordStrength {
  return estimatePasswordStrength(password, passwordUserInputs(person));
}

/** A new password must be hard to guess, also for someone who knows the account's name and email. */
export function assertStrongPassword(
  password: string,
  person: { name?: string; email?: string },
  field = 'password',
): void {
  const strength = ratePassword(password, person);
  if (strength.acceptable) return;
  const message = weakPasswordMessage(strength.feedback);
  throw badRequest(message, { [field]: [message] });
}
