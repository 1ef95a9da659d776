import type { CardFood } from './food-card';
import { FoodGrid, FoodGridSkeleton } from './food-grid';

/** 'Popular & Trending': up to six dish cards, three columns on wide screens. */
export function TrendingDishes({ foods }: { foods: readonly CardFood[] | undefined }) {
  if (!foods) return <FoodGridSkeleton count={6} columns="deals" label="Loading dishes..." />;
  return <FoodGrid foods={foods} columns="deals" />;
}
