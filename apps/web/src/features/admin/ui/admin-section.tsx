import type { ReactNode } from 'react';

/** How wide a section's content may grow: forms stay at reading width, boards and lists take the whole page. */
const MAX_WIDTH = {
  full: '',
  '3xl': 'mx-auto max-w-3xl',
  '4xl': 'mx-auto max-w-4xl',
  '5xl': 'mx-auto max-w-5xl',
  '6xl': 'mx-auto max-w-6xl',
} as const;

/**
 * The inner layout of every dashboard section: its header (the title as the page's h1, a line of help, its
 * actions), then its body.
 */
export function AdminSection({
  title,
  description,
  actions,
  maxWidth = 'full',
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  maxWidth?: keyof typeof MAX_WIDTH;
  children: ReactNode;
}) {
  const header = (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
        {description && <p className="mt-1 text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
  if (maxWidth === 'full') {
    return (
      <>
        {header}
        {children}
      </>
    );
  }
  return (
    <div className={MAX_WIDTH[maxWidth]}>
      {header}
      {children}
    </div>
  );
}
