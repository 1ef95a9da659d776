import { useCallback, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { UNREACHABLE_MESSAGE } from '../lib/api-client';
import { isChunkLoadError } from './chunk-load-error';

/**
 * Loads the address again in full once it answers: after a deploy the page's old files are gone, so its HTML
 * must be read again. It asks `tries` times, a second apart (a network just back often fails the first
 * requests), and rejects if the server never answered: a full load then would replace this screen with the
 * browser's own error page. Nothing is loaded once `gone` is aborted (the visitor went to another page).
 */
async function loadAgain(tries: number, gone?: AbortSignal) {
  for (let tried = 1; ; tried++) {
    try {
      await fetch(location.href, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(10_000) });
      break;
    } catch (error) {
      if (tried === tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  if (!gone?.aborted) location.reload();
}

/**
 * A page whose code could not be fetched: the connection, not the page. 'Try Again' asks once; the browser
 * coming back online asks for a few seconds. Each loads the page at most once, and a load that fails again
 * shows this screen again, so it never reloads in a loop.
 */
function PageCodeUnreachable() {
  const [busy, setBusy] = useState(false);
  const retry = useCallback((tries: number, gone?: AbortSignal) => {
    setBusy(true);
    loadAgain(tries, gone).catch(() => setBusy(false));
  }, []);
  useEffect(() => {
    const gone = new AbortController();
    window.addEventListener('online', () => retry(5, gone.signal), { signal: gone.signal });
    return () => gone.abort();
  }, [retry]);
  return (
    <>
      <h1 className="font-display text-3xl font-bold text-balance text-stone-900">
        Unable to load this page
      </h1>
      <p className="text-stone-600">{UNREACHABLE_MESSAGE}</p>
      <p>
        <Button onClick={() => retry(1)} busy={busy}>
          Try Again
        </Button>
      </p>
    </>
  );
}

/**
 * The router's error element. A page whose code could not be fetched gets a calm screen with 'Try Again'; a
 * render error gets 'Unexpected Application Error!' and its message.
 */
export function AppErrorElement() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      {isChunkLoadError(error) ? (
        <PageCodeUnreachable />
      ) : (
        <>
          <h1 className="font-display text-3xl font-bold text-brand-700">Unexpected Application Error!</h1>
          <p className="rounded-card border border-brand-200 bg-brand-50 p-4 font-mono text-sm text-stone-800">
            {message}
          </p>
          <p>
            <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
              Back to the home page
            </a>
          </p>
        </>
      )}
    </main>
  );
}
