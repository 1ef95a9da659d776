import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The one centred message in place of a page's content: signed out, nothing to show, not found, a failed load. */
export function PageMessage({
  icon: Icon,
  title,
  headingLevel = 2,
  tone = 'neutral',
  children,
  actions,
  role,
}: {
  icon: LucideIcon;
  title: string;
  headingLevel?: 1 | 2 | 3;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alert' for a failure that appears after an action. */
  role?: 'alert' | 'status';
}) {
  const Heading = `h${headingLevel}` as const satisfies 'h1' | 'h2' | 'h3';
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center rounded-card bg-white px-6 py-10 text-center shadow-card ring-1 ring-cream-200 sm:px-10"
    >
      <span
        className={`grid size-14 place-items-center rounded-full ${
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-600'
        }`}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-4 font-display text-2xl font-bold text-stone-900">{title}</Heading>
      {children && <div className="mt-2 text-stone-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
