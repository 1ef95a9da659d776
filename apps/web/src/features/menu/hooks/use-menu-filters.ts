import { useState } from 'react';
import { useLocation } from 'react-router';
import { categoryFromHash, NO_FILTERS, type CategoryOption, type FoodFilters } from '../menu-filters';
import { useHydrated } from './use-hydrated';

/**
 * The menu's search and category, owned by the current history entry: every navigation to the menu (the
 * header's '/menu#biryani', 'View All Menu') starts from the category its hash names and an empty search;
 * the chips and the search box change them within that entry. The hash is read only after hydration (the
 * server never sees it), so server and first client render agree.
 */
export function useMenuFilters(categories: readonly CategoryOption[]) {
  const location = useLocation();
  const hydrated = useHydrated();
  const hashCategory = hydrated ? categoryFromHash(location.hash, categories) : null;
  const [choice, setChoice] = useState<{ key: string | null; filters: FoodFilters }>({
    key: null,
    filters: NO_FILTERS,
  });
  const filters: FoodFilters =
    choice.key === location.key ? choice.filters : { search: '', categoryId: hashCategory };

  const update = (next: Partial<FoodFilters>) =>
    setChoice({ key: location.key, filters: { ...filters, ...next } });

  return {
    filters,
    /** The category named by the address's hash, once hydrated (the page scrolls to it). */
    hashCategory,
    /** Navigation identity: changes with each visit, also to the same hash. */
    locationKey: location.key,
    setSearch: (search: string) => update({ search }),
    /** Selecting the selected category again clears it (spec section 2, Menu). */
    toggleCategory: (categoryId: string) =>
      update({ categoryId: filters.categoryId === categoryId ? null : categoryId }),
    clearCategory: () => update({ categoryId: null }),
    clearAll: () => update(NO_FILTERS),
  };
}
