import type { Food } from '@flame/shared';
import { Clock } from 'lucide-react';
import { Stars } from '../../../components/ui/stars';
import { DietBadges } from './diet-badges';
import { SpiceLevel } from './spice-level';

/** '12 reviews' or '1 review'. */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Rating with its review count (or 'No reviews yet'). */
export function DishRating({ food }: { food: Pick<Food, 'rating' | 'reviewCount'> }) {
  if (food.reviewCount === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <Stars rating={0} size="sm" />
        No reviews yet
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
      <Stars rating={food.rating} size="sm" />
      <span className="font-semibold text-stone-900 tabular-nums" aria-hidden="true">
        {food.rating.toFixed(1)}
      </span>
      <span>({reviewCountLabel(food.reviewCount)})</span>
    </p>
  );
}

/** Preparation time, spice level and the diet badges, as a list of short facts. */
export function DishFacts({
  food,
}: {
  food: Pick<Food, 'preparationTime' | 'spiceLevel' | 'isVegetarian' | 'isVegan' | 'isGlutenFree'>;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-stone-700">
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-brand-600" />
        <span>
          <span className="sr-only">Preparation time: </span>
          {food.preparationTime} min
        </span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <SpiceLevel level={food.spiceLevel} showMild />
      </li>
      {(food.isVegetarian || food.isVegan || food.isGlutenFree) && (
        <li>
          <DietBadges food={food} withGlutenFree />
        </li>
      )}
    </ul>
  );
}
