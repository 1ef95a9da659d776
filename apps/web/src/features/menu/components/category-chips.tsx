import type { CategoryOption } from '../menu-filters';

const chipClass = (pressed: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors ${
    pressed
      ? 'bg-brand-600 text-white shadow-card hover:bg-brand-700'
      : 'bg-white text-stone-700 ring-1 ring-stone-200 ring-inset hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-200'
  }`;

/**
 * Category filter chips (toggle buttons). One scrolling row on phones, wrapped from `sm` up. Selecting the
 * selected chip again clears it; an optional 'all' chip (the deals' 'All Deals') clears too.
 */
export function CategoryChips({
  categories,
  selected,
  onToggle,
  onClear,
  allLabel,
  label = 'Categories',
}: {
  categories: readonly Pick<CategoryOption, 'id' | 'name'>[];
  selected: string | null;
  onToggle: (categoryId: string) => void;
  onClear?: () => void;
  /** The label of a first chip that shows everything. */
  allLabel?: string;
  label?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      {allLabel && onClear && (
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={onClear}
          className={chipClass(selected === null)}
        >
          {allLabel}
        </button>
      )}
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={selected === category.id}
          onClick={() => onToggle(category.id)}
          className={chipClass(selected === category.id)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
