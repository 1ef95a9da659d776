import type { ReactNode } from 'react';

/** The centred card of the login and signup pages. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  /** The line under a rule at the card's foot; none when the page has nothing more to offer. */
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="auth-title" className="font-display text-3xl font-bold text-stone-900">
          {title}
        </h1>
        <p className="mt-2 text-stone-600">{intro}</p>
        <div className="mt-6 flex flex-col gap-5">{children}</div>
        {footer && (
          <p className="mt-6 border-t border-stone-200 pt-5 text-center text-sm text-stone-700">{footer}</p>
        )}
      </section>
    </div>
  );
}

/** The 'or' rule between 'Continue with Google' and the email form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      or use your email
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
