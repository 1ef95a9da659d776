import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { categoryFromHash, knownCategory, type CategoryOption, type FoodFilters } from '../menu-filters';
import { useHydrated } from './use-hydrated';

const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'category';

/**
 * The menu's search and category live in the address (`/menu?q=naan&category=breads`), so Back and a shared
 * link keep them. Without a category parameter, the category is the one the hash names (the header's
 * '/menu#biryani'); the hash is read only after hydration (the server never sees it), so server and first
 * client render agree. A change replaces the current history entry and keeps the scroll position. The search
 * box shows what is typed at once; the address follows it.
 */
export function useMenuFilters(categories: readonly CategoryOption[]) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const hashCategory = hydrated ? categoryFromHash(location.hash, categories) : null;
  const addressSearch = searchParams.get(SEARCH_PARAM) ?? '';
  const categoryParam = searchParams.get(CATEGORY_PARAM);
  const categoryId = categoryParam === null ? hashCategory : knownCategory(categoryParam, categories);

  // What is typed, per history entry: a visit (a link, Back, Forward) shows its address's search, while the
  // entries this hook writes itself keep what was typed meanwhile.
  const [typed, setTyped] = useState({ key: location.key, search: addressSearch });
  const search = typed.key === location.key || navigationType === 'REPLACE' ? typed.search : addressSearch;
  if (typed.key !== location.key) setTyped({ key: location.key, search });
  const filters: FoodFilters = { search, categoryId };

  const update = (next: Partial<FoodFilters>) => {
    const updated = { ...filters, ...next };
    setTyped({ key: location.key, search: updated.search });
    const params = new URLSearchParams();
    if (updated.search !== '') params.set(SEARCH_PARAM, updated.search);
    if (updated.categoryId !== null) params.set(CATEGORY_PARAM, updated.categoryId);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return {
    filters,
    /** The category named by the address's hash, once hydrated. */
    hashCategory,
    setSearch: (search: string) => update({ search }),
    /** Selecting the selected category again clears it. */
    toggleCategory: (id: string) => update({ categoryId: filters.categoryId === id ? null : id }),
    clearCategory: () => update({ categoryId: null }),
    clearAll: () => update({ search: '', categoryId: null }),
  };
}
