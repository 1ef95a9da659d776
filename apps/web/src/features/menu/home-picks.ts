import type { Food } from '@flame/shared';

/** The home page shows 4 featured dish images and at most 6 trending dishes. */
export const FEATURED_COUNT = 4;
export const TRENDING_COUNT = 6;

type Pickable = Pick<Food, '_id' | 'isAvailable' | 'images' | 'rating' | 'reviewCount'>;

const byPopularity = (a: Pickable, b: Pickable) => b.reviewCount - a.reviewCount || b.rating - a.rating;
const byRating = (a: Pickable, b: Pickable) => b.rating - a.rating || b.reviewCount - a.reviewCount;

/**
 * The home page's dishes, available ones only: 'Popular & Trending' are the most reviewed; the featured
 * pictures are the best rated of the rest that have a picture (so the two never repeat a dish).
 */
export function homePicks<T extends Pickable>(foods: readonly T[]): { featured: T[]; trending: T[] } {
  const available = foods.filter((food) => food.isAvailable);
  const trending = [...available].sort(byPopularity).slice(0, TRENDING_COUNT);
  const trendingIds = new Set(trending.map((food) => food._id));
  const featured = available
    .filter((food) => !trendingIds.has(food._id) && food.images.length > 0)
    .sort(byRating)
    .slice(0, FEATURED_COUNT);
  return { featured, trending };
}
