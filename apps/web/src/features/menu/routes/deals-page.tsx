import { dealsOf } from '@flame/shared';
import { BadgePercent, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
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
import { DealStats } from '../components/deal-stats';
import { FoodGrid, FoodGridSkeleton } from '../components/food-grid';
import { LoadFailedMessage } from '../components/load-failed-message';
import { PageMessage } from '../../../components/ui/page-message';
import { SearchBox } from '../../../components/ui/search-box';
import {
  categoriesOf,
  dealsCountLine,
  dealStats,
  filterFoods,
  hasActiveFilters,
  NO_FILTERS,
  type FoodFilters,
} from '../menu-filters';

const FALLBACK_ERROR = 'Failed to load deals';
const NO_FOODS: MenuCard[] = [];

/** Deals are read from the whole menu's cards (the food list, no filters), prefetched for the first HTML. */
export function loader({ queryClient, api }: RouteDeps) {
  return async () =>
    withPageStatus(null, [await prefetchForPage(queryClient, menuCardsQueryOptions(api, queryClient))]);
}

export const head: HeadFunction = () => ({
  title: pageTitle("Today's Deals"),
  description:
    "Today's deals at Flame-kissed: discounted curries, momos, combos and drinks, biggest savings first. Order for pickup.",
  indexable: true,
});

export default function DealsPage() {
  const failedOnLoad = useFailedOnLoad(menuCardsQueryKey);
  const query = useMenuCards({ enabled: !failedOnLoad });
  const state = pageStateOf(query, FALLBACK_ERROR);
  const foods = state.status === 'success' ? state.data : NO_FOODS;
  const deals = useMemo(() => dealsOf(foods), [foods]);
  const stats = useMemo(() => dealStats(deals), [deals]);
  // Chips in menu order, from the categories that hold a deal.
  const categories = useMemo(() => categoriesOf(foods.filter((food) => food.discount > 0)), [foods]);
  const [filters, setFilters] = useState<FoodFilters>(NO_FILTERS);
  const shown = useMemo(() => filterFoods(deals, filters), [deals, filters]);
  const filtered = hasActiveFilters(filters);
  const clearAll = () => setFilters(NO_FILTERS);
  const hasDeals = state.status === 'success' && deals.length > 0;

  return (
    <div className="container-page py-8 sm:py-12">
      <section
        aria-labelledby="deals-heading"
        className="overflow-hidden rounded-card bg-brand-700 px-4 py-6 text-white shadow-card sm:px-10 sm:py-10"
      >
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">
          <BadgePercent aria-hidden="true" className="size-4" />
          Fresh savings, every day
        </p>
        <h1 id="deals-heading" className="mt-2 font-display text-4xl font-bold sm:text-5xl">
          Today&apos;s Deals
        </h1>
        <p className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">
          Our kitchen&apos;s favourites at a lower price, biggest savings first. Order for pickup while they
          last.
        </p>
        {hasDeals && (
          <div className="mt-5 sm:mt-8">
            <DealStats stats={stats} />
          </div>
        )}
      </section>

      {hasDeals && (
        <div className="mt-8 flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SearchBox
              value={filters.search}
              onChange={(search) => setFilters((current) => ({ ...current, search }))}
              label="Search deals"
              placeholder="Search deals"
              className="w-full sm:max-w-md"
            />
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clearAll} className="self-start sm:self-auto">
                Clear Filters
              </Button>
            )}
          </div>
          <CategoryChips
            categories={categories}
            selected={filters.categoryId}
            onToggle={(categoryId) =>
              setFilters((current) => ({
                ...current,
                categoryId: current.categoryId === categoryId ? null : categoryId,
              }))
            }
            onClear={() => setFilters((current) => ({ ...current, categoryId: null }))}
            allLabel="All Deals"
            label="Deal categories"
          />
          <p aria-live="polite" className="text-sm font-medium text-stone-700">
            {dealsCountLine(shown.length, deals.length, filtered)}
          </p>
        </div>
      )}

      <div className="mt-6">
        {state.status === 'loading' && (
          <FoodGridSkeleton columns="deals" count={6} label="Loading deals...">
            <p className="mb-4 text-sm font-medium text-stone-700">Loading deals...</p>
          </FoodGridSkeleton>
        )}
        {state.status === 'error' && (
          <LoadFailedMessage
            title="Failed to load deals"
            message={state.failure.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {state.status === 'success' && deals.length === 0 && (
          <PageMessage
            icon={BadgePercent}
            title="No Deals Available"
            actions={<ButtonLink to={paths.menu.href()}>Browse Menu</ButtonLink>}
          >
            <p>There are no deals today. The full menu is waiting for you.</p>
          </PageMessage>
        )}
        {hasDeals &&
          (shown.length === 0 ? (
            <PageMessage
              icon={SearchX}
              title={
                filters.search.trim()
                  ? `No deals found for "${filters.search.trim()}"`
                  : 'No deals match your filters'
              }
              actions={<Button onClick={clearAll}>Clear All Filters</Button>}
            >
              <p>Try another search or category.</p>
            </PageMessage>
          ) : (
            <FoodGrid foods={shown} columns="deals" priorityCount={1} headingLevel={2} />
          ))}
      </div>
    </div>
  );
}
