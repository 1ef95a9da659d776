import { useSectionBadges } from './use-section-badges';

/** On phones the side menu hides in a drawer: a dot on its button shows that a section has news (the menu's badges tell which). */
export function MenuNewsDot() {
  const total = Object.values(useSectionBadges()).reduce((sum, count) => sum + (count ?? 0), 0);
  if (total === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-amber-400 ring-2 ring-white"
    />
  );
}
