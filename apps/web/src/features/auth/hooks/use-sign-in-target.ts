import { safeRedirectPath } from '@flame/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * Where the visitor goes once signed in: `?redirectTo=` (a path of this site only) or /profile. Whoever is
 * signed in on these pages (already, or just now) is sent there.
 */
export function useSignInTarget(): string {
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  const navigate = useNavigate();
  const { status } = useAuth();

  useEffect(() => {
    if (status === 'signed-in') void navigate(redirectTo, { replace: true });
  }, [status, navigate, redirectTo]);

  return redirectTo;
}
