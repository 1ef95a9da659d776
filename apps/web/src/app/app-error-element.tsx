import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error element for render errors: 'Unexpected Application Error!' and the message. */
export function AppErrorElement() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="font-display text-3xl font-bold text-brand-700">Unexpected Application Error!</h1>
      <p className="rounded-card border border-brand-200 bg-brand-50 p-4 font-mono text-sm text-stone-800">
        {message}
      </p>
      <p>
        <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
          Back to the home page
        </a>
      </p>
    </main>
  );
}
