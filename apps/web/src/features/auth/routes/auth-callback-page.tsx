import { LOGIN_CALLBACK_DELAY_MS, safeRedirectPath } from '@flame/shared';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';

export const head: HeadFunction = () => ({ title: pageTitle('Logging in') });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The end of 'Continue with Google': the one-time `?code=` leaves the address bar at once and is exchanged,
 * with this browser's sign-in cookie, for a session; after at least 150 ms the visitor goes on to /profile (or
 * the page they came from), or back to /login when the exchange is refused. A token in the address is never
 * accepted, and a refused code leaves the current session as it was.
 */
export default function AuthCallbackPage() {
  const { exchangeSignInCode } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const target = safeRedirectPath(params.get('redirectTo'));
    window.history.replaceState(window.history.state, '', window.location.pathname);

    if (!code) {
      void navigate(paths.login.href(), { replace: true });
      return;
    }
    Promise.all([exchangeSignInCode(code), delay(LOGIN_CALLBACK_DELAY_MS)]).then(
      () => navigate(target, { replace: true }),
      () => navigate(`${paths.login.href()}?error=google`, { replace: true }),
    );
  }, [exchangeSignInCode, navigate]);

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
