import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred message in place of the table grid: a failed load, no tables, a day without times. */
export function StateMessage({
  icon: Icon,
  title,
  tone = 'neutral',
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-card bg-white px-6 py-10 text-center shadow-card ring-1 ring-cream-200 sm:px-10">
      <span
        className={`grid size-14 place-items-center rounded-full ${
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-600'
        }`}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 font-display text-2xl font-bold text-stone-900">{title}</h3>
      {children && <div className="mt-2 text-stone-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
