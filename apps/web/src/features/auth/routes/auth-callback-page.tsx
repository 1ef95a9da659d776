import { LOGIN_CALLBACK_DELAY_MS, safeRedirectPath } from '@flame/shared';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { authToken } from '../../../lib/auth/auth-token';

export const head: HeadFunction = () => ({ title: pageTitle('Logging in') });

/**
 * The end of 'Continue with Google' (spec section 2): the token of `?token=` is taken out of the address bar
 * at once and stored; after 150 ms the user is loaded, then /profile (or the page the visitor came from),
 * or back to /login with the token cleared when that fails.
 */
export default function AuthCallbackPage() {
  const { acceptToken } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    const target = safeRedirectPath(params.get('redirectTo'));
    window.history.replaceState(window.history.state, '', window.location.pathname);

    if (!token) {
      void navigate(paths.login.href(), { replace: true });
      return;
    }
    // Stored at once (the session check at start-up then reads this token, not an older one).
    authToken.set(token);
    setTimeout(() => {
      acceptToken(token).then(
        () => navigate(target, { replace: true }),
        () => navigate(paths.login.href(), { replace: true }),
      );
    }, LOGIN_CALLBACK_DELAY_MS);
  }, [acceptToken, navigate]);

  return (
    <div className="flex flex-1 items-start justify-center px-4 pt-10 pb-16 sm:items-center sm:pt-0">
      <section className="flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-card">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
        <h1 className="font-display text-2xl font-bold text-stone-900">
          Logged in successfully to your account
        </h1>
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Redirecting to your profile...
        </p>
      </section>
    </div>
  );
}
