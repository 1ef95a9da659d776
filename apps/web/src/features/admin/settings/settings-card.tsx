import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One card of Settings: a region named by its heading (icon and title), a line on what it does, then its body.
 * `id` is the card's own (a link to `#<id>` lands on it) and makes its heading's (`<id>-title`), unique on the page.
 */
export function SettingsCard({
  id,
  icon: Icon,
  title,
  description,
  bodyClassName = 'flex flex-col gap-4 px-5 py-5 sm:px-6',
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-20 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <div className="border-b border-cream-200 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">
          <Icon aria-hidden className="size-5 text-brand-600" />
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{description}</p>
      </div>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
