import { describe, expect, it } from 'vitest';
import { passwordUserInputs } from './password-rule';
import { estimatePasswordStrength } from './password-strength';

describe('estimatePasswordStrength', () => {
  it.each(['password', '12345678', 'aaaaaaaa', '        ', 'Password1'])(
    'refuses %j and says why',
    (password) => {
      const strength = estimatePasswordStrength(password);
      expect(strength.acceptable).toBe(false);
      expect(strength.feedback).not.toBe('');
    },
  );

  it.each(['owner-demo-123', 'guest-demo-123', 'tandoori-nights-1'])('accepts %j', (password) => {
    expect(estimatePasswordStrength(password).acceptable).toBe(true);
  });

  it('counts the name and email against the password', () => {
    const inputs = passwordUserInputs({ name: 'Rohan Kathmandu', email: 'rohan.kathmandu@example.test' });
    expect(estimatePasswordStrength('rohankathmandu').acceptable).toBe(true);
    expect(estimatePasswordStrength('rohankathmandu', inputs).acceptable).toBe(false);
  });
});
