import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { pageTitle, SITE_NAME } from '../../../lib/head';
import type { HeadFunction, RouteDeps } from '../../../lib/route-deps';
import {
  menuCardsQueryKey,
  menuCardsQueryOptions,
  useMenuCards,
  type MenuCard,
} from '../../../api/menu-cards';
import { prefetchForPage, withPageStatus } from '../../../lib/page-load';
import { pageStateOf, useFailedOnLoad } from '../../../lib/page-state';
import { CategoryChips } from '../components/category-chips';
import { FoodGridSkeleton } from '../components/food-grid';
import { dishCountLabel, MenuSections } from '../components/menu-sections';
import { LoadFailedMessage } from '../components/load-failed-message';
import { PageMessage } from '../../../components/ui/page-message';
import { SearchBox } from '../../../components/ui/search-box';
import { useLandOnHashCategory } from '../hooks/use-land-on-hash-category';
import { useMenuFilters } from '../hooks/use-menu-filters';
import { categoriesOf, filterFoods, groupByCategory, hasActiveFilters } from '../menu-filters';
import { menuJsonLd } from '../menu-json-ld';
import { OrderingNotice } from '../../../components/ordering-notice';

const FALLBACK_ERROR = 'Failed to fetch foods';
const NO_FOODS: MenuCard[] = [];

/** Puts the menu's cards into the cache, so the first HTML holds every dish (as its card, no more). */
export function loader({ queryClient, api }: RouteDeps) {
  return async () =>
    withPageStatus(null, [await prefetchForPage(queryClient, menuCardsQueryOptions(api, queryClient))]);
}

export const head: HeadFunction = ({ queryClient, origin }) => {
  const foods = queryClient.getQueryData<MenuCard[]>(menuCardsQueryKey);
  return {
    title: pageTitle('Menu'),
    description:
      'The Flame-kissed menu: tandoori grills, curries, biryani, momos, chaat and Nepali specials, with prices, spice levels and vegetarian and vegan choices. Order for pickup.',
    indexable: true,
    ...(foods && foods.length > 0 ? { jsonLd: menuJsonLd(SITE_NAME, foods, origin) } : {}),
  };
};

export default function MenuPage() {
  const failedOnLoad = useFailedOnLoad(menuCardsQueryKey);
  const query = useMenuCards({ enabled: !failedOnLoad });
  const state = pageStateOf(query, FALLBACK_ERROR);
  const foods = state.status === 'success' ? state.data : NO_FOODS;
  const categories = useMemo(() => categoriesOf(foods), [foods]);
  const { filters, hashCategory, setSearch, toggleCategory, clearCategory, clearAll } =
    useMenuFilters(categories);
  const shown = useMemo(() => filterFoods(foods, filters), [foods, filters]);
  const sections = useMemo(() => groupByCategory(shown), [shown]);
  const filtered = hasActiveFilters(filters);

  useLandOnHashCategory(hashCategory);

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Fresh from the tandoor</p>
        <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 sm:text-5xl">Our Menu</h1>
        <p className="mt-3 text-base text-stone-700 sm:text-lg">
          Indian classics and Nepali favourites, cooked to order. Tap a dish for its ingredients, allergens
          and nutrition.
        </p>
      </header>
      <OrderingNotice className="mt-6" />

      {state.status === 'error' ? (
        <div className="mt-10">
          <LoadFailedMessage
            title="Failed to load menu"
            message={state.failure.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-col gap-4 sm:mt-8">
            <SearchBox
              value={filters.search}
              onChange={setSearch}
              label="Search the menu"
              placeholder="Search dishes or categories"
              className="max-w-xl"
            />
            {categories.length > 0 && (
              <CategoryChips
                categories={categories}
                selected={filters.categoryId}
                onToggle={toggleCategory}
                label="Menu categories"
              />
            )}
          </div>

          <p aria-live="polite" className="mt-4 text-sm text-stone-600">
            {state.status === 'success' &&
              (filtered
                ? `${dishCountLabel(shown.length)} found of ${foods.length}`
                : `${dishCountLabel(foods.length)} on the menu`)}
          </p>

          <div className="mt-6">
            {state.status === 'loading' && <FoodGridSkeleton label="Loading menu..." />}
            {state.status === 'success' &&
              (shown.length === 0 ? (
                <PageMessage
                  icon={SearchX}
                  title="No items found"
                  actions={<Button onClick={clearAll}>Clear All Filters</Button>}
                >
                  <p>Try another search or category.</p>
                </PageMessage>
              ) : (
                <MenuSections
                  sections={sections}
                  {...(filters.categoryId ? { onShowAll: clearCategory } : {})}
                />
              ))}
          </div>
        </>
      )}
    </div>
  );
}
