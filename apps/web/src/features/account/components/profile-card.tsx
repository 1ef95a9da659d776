import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One section of the profile: a white card with an icon, a heading and an optional action at the right. */
export function ProfileCard({
  id,
  title,
  icon: Icon,
  action,
  children,
  className = '',
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card bg-white p-5 shadow-card sm:p-6 ${className}`.trim()}
    >
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2.5 font-display text-xl font-bold text-stone-900">
          <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
