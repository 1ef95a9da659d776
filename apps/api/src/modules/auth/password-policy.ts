import { passwordUserInputs, weakPasswordMessage } from '@flame/shared';
import { estimatePasswordStrength } from '@flame/shared/password-strength';
import { badRequest } from '../../lib/errors';

/** A new password must be hard to guess, also for someone who knows the account's name and email. */
export function assertStrongPassword(
  password: string,
  person: { name?: string; email?: string },
  field = 'password',
): void {
  const strength = estimatePasswordStrength(password, passwordUserInputs(person));
  if (strength.acceptable) return;
  const message = weakPasswordMessage(strength.feedback);
  throw badRequest(message, { [field]: [message] });
}
