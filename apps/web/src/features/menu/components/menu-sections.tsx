import type { CategorySection } from '../menu-filters';
import type { CardFood } from './food-card';
import { FoodGrid } from './food-grid';

/** 'Biryani · 3 dishes'. */
export function dishCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'}`;
}

/**
 * The dishes by category, each section anchored by its category id (`/menu#biryani` lands on it). The first
 * section's first cards load their images at once.
 */
export function MenuSections({
  sections,
  onShowAll,
}: {
  sections: readonly CategorySection<CardFood>[];
  /** Offered when one category is selected: goes back to every dish. */
  onShowAll?: () => void;
}) {
  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      {sections.map((section, index) => {
        const headingId = `${section.id}-heading`;
        return (
          <section key={section.id} id={section.id} aria-labelledby={headingId} className="scroll-mt-2">
            <div className="mb-4 flex items-end justify-between gap-4 border-b border-cream-200 pb-3">
              <h2 id={headingId} className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
                {section.name}
              </h2>
              <div className="flex shrink-0 items-center gap-3 text-sm text-stone-600">
                <span>{dishCountLabel(section.foods.length)}</span>
                {onShowAll && (
                  <button
                    type="button"
                    onClick={onShowAll}
                    className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    Show all dishes
                  </button>
                )}
              </div>
            </div>
            <FoodGrid foods={section.foods} priorityCount={index === 0 ? 2 : 0} />
          </section>
        );
      })}
    </div>
  );
}
