import type { ReactNode } from 'react';

/** A field label with the star of a required field (the control itself carries `required`). */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-brand-700">
        *
      </span>
    </>
  );
}
