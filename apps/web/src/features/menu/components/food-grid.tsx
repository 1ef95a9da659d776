import type { ReactNode } from 'react';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { FoodCard, type CardFood } from './food-card';

/** Grid columns: one on phones, then 2, 3 (and 4 on the menu's wide screens). */
export const GRID_CLASS = {
  menu: 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4',
  deals: 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3',
} as const;

export function FoodGrid({
  foods,
  columns = 'menu',
  priorityCount = 0,
  headingLevel,
}: {
  foods: readonly CardFood[];
  columns?: keyof typeof GRID_CLASS;
  /** How many of the first cards load their image at once. */
  priorityCount?: number;
  /** The cards' heading level: 2 where no section heading sits between the page's title and the grid. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={GRID_CLASS[columns]}>
      {foods.map((food, index) => (
        <li key={food._id}>
          <FoodCard food={food} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards with the sizes of `FoodCard`, so the page does not move when the dishes arrive. */
export function FoodGridSkeleton({
  count = 8,
  columns = 'menu',
  label = 'Loading...',
  children,
}: {
  count?: number;
  columns?: keyof typeof GRID_CLASS;
  label?: string;
  /** Shown above the cards (a visible loading line). */
  children?: ReactNode;
}) {
  return (
    <Skeleton label={label}>
      {children}
      <div className={GRID_CLASS[columns]}>
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className="flex gap-4 rounded-card bg-white p-3 shadow-card ring-1 ring-cream-200 sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
          >
            <div
              className={`size-28 shrink-0 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none ${skeletonBlockClass}`}
            />
            <div className="flex flex-1 flex-col gap-2.5 sm:p-4">
              <div className={`h-6 w-3/4 ${skeletonBlockClass}`} />
              <div className={`h-4 w-full ${skeletonBlockClass}`} />
              <div className={`h-4 w-2/3 ${skeletonBlockClass}`} />
              <div className={`mt-2 h-6 w-20 ${skeletonBlockClass}`} />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
