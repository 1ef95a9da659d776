import { passwordUserInputs, type PasswordStrength } from '@flame/shared';
import type { estimatePasswordStrength } from '@flame/shared/password-strength';
import { useEffect, useMemo, useState } from 'react';

type Estimator = typeof estimatePasswordStrength;

let loading: Promise<Estimator> | undefined;

/** The estimator and its dictionaries load only once someone types a new password, never with a page. */
function loadEstimator(): Promise<Estimator> {
  loading ??= import('@flame/shared/password-strength').then((module) => module.estimatePasswordStrength);
  return loading;
}

/**
 * The strength of a new password as it is typed (null while empty or while the estimator loads); the name and
 * email count against it, as on the server.
 */
export function usePasswordStrength(
  password: string,
  person: { name?: string; email?: string },
): PasswordStrength | null {
  const [estimate, setEstimate] = useState<Estimator | null>(null);
  useEffect(() => {
    if (!password || estimate) return;
    let active = true;
    void loadEstimator().then((loaded) => {
      if (active) setEstimate(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [password, estimate]);

  const { name, email } = person;
  return useMemo(
    () => (estimate && password ? estimate(password, passwordUserInputs({ name, email })) : null),
    [estimate, password, name, email],
  );
}
