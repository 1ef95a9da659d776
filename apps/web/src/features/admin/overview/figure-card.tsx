import type { LucideIcon } from 'lucide-react';

/** One figure of the overview: what it counts, the number, a line under it, and an icon in the figure's tone. */
export interface Figure {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  tone: string;
}

/**
 * A figure as a card in a list. `headingLevel` keeps the page's outline: the overview's own figures are `h2`, the
 * figures inside 'Today' are `h3`; `className` sizes the card.
 */
export function FigureCard({
  figure: { label, value, detail, icon: Icon, tone },
  headingLevel: Heading,
  className = '',
}: {
  figure: Figure;
  headingLevel: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <li
      className={`flex flex-col justify-between gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <Heading className="text-sm font-medium text-stone-600">{label}</Heading>
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${tone}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <div>
        <p className="font-display text-3xl font-bold text-stone-900 tabular-nums">{value}</p>
        <p className="mt-0.5 text-sm text-stone-600">{detail}</p>
      </div>
    </li>
  );
}
