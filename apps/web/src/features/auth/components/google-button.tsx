import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { googleSignInUrl } from '../../../api/auth';

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google': a link (it works before hydration) to the server's redirect. Once pressed it is
 * disabled while the browser leaves for the provider; `disabled` also holds it while an email sign-in runs.
 */
export function GoogleButton({ redirectTo, disabled = false }: { redirectTo?: string; disabled?: boolean }) {
  const [redirecting, setRedirecting] = useState(false);
  const off = disabled || redirecting;

  // Coming back with the Back button may restore this page from the cache: enable the button again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <a
      href={googleSignInUrl(redirectTo)}
      aria-disabled={off || undefined}
      onClick={(event) => {
        if (off) event.preventDefault();
        else setRedirecting(true);
      }}
      className={buttonClasses(
        { variant: 'secondary', size: 'lg' },
        'w-full border-stone-300 text-stone-800 hover:border-stone-400 hover:bg-stone-50 aria-disabled:pointer-events-none',
      )}
    >
      {redirecting ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      ) : (
        <GoogleLogo />
      )}
      Continue with Google
    </a>
  );
}
