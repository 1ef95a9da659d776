import type { Food } from '@flame/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Price } from '../../../components/ui/price';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { useFoods } from '../../../api/foods';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { isSoldOutNow, matchingDishes } from './phone-order-lines';

/**
 * 'Find a dish': the menu searched by name as the owner types, each dish with its price as the menu shows it (on
 * a deal, struck through before the price charged, which the line starts at); tapping a dish adds it to the
 * order. A dish sold out today is listed but cannot be tapped. Loading, a failed load (with 'Try Again') and an
 * empty result say so.
 */
export function DishSearch({ now, onAdd }: { now: Date; onAdd: (food: Food) => void }) {
  const foods = useFoods();
  const [query, setQuery] = useState('');
  if (foods.isError && !foods.data) {
    return (
      <LoadFailedAlert
        title="Failed to load the menu"
        error={foods.error}
        onRetry={() => void foods.refetch()}
        retrying={foods.isFetching}
      />
    );
  }
  const found = foods.data ? matchingDishes(foods.data, query) : [];
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={query}
        onChange={setQuery}
        label="Search the menu"
        placeholder="Search the menu by name"
      />
      {!foods.data ? (
        <Skeleton label="Loading the menu...">
          <div className="grid gap-2 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={`${skeletonBlockClass} h-11`} />
            ))}
          </div>
        </Skeleton>
      ) : found.length === 0 ? (
        <p role="status" className="rounded-lg bg-cream-50 px-3 py-3 text-sm text-stone-700">
          {query.trim() ? `No dish matches “${query.trim()}”.` : 'The menu has no dishes yet.'}
        </p>
      ) : (
        <ul aria-label="Dishes" className="grid max-h-52 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
          {found.map((food) => {
            const soldOut = isSoldOutNow(food, now);
            return (
              <li key={food._id}>
                <button
                  type="button"
                  disabled={soldOut}
                  onClick={() => onAdd(food)}
                  aria-label={`Add ${food.name}`}
                  className="flex h-full min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm ring-1 ring-stone-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent"
                >
                  <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span className="min-w-0 flex-1 font-medium">{food.name}</span>
                  {soldOut ? (
                    <span className="shrink-0 text-stone-700">Sold out</span>
                  ) : (
                    // On a deal the two prices stack, so a long name keeps its room in the narrow grid.
                    <Price
                      amount={food.discountedPrice}
                      original={food.price}
                      className="flex shrink-0 flex-col items-end text-stone-700"
                    />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
