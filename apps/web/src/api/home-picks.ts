import type { Food } from '@flame/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { menuViewQueryOptions } from './menu-cards';
import { queryKeys } from './query-keys';

/** The home page shows 4 featured dish images and at most 6 trending dishes. */
export const FEATURED_COUNT = 4;
export const TRENDING_COUNT = 6;

type Pickable = Pick<Food, '_id' | 'isAvailable' | 'images' | 'rating' | 'reviewCount' | 'discountedPrice'>;

const byPopularity = (a: Pickable, b: Pickable) => b.reviewCount - a.reviewCount || b.rating - a.rating;
const byRating = (a: Pickable, b: Pickable) => b.rating - a.rating || b.reviewCount - a.reviewCount;

/** What the home page reads of the menu. */
export interface HomePicks<T> {
  featured: T[];
  trending: T[];
  /** The lowest and highest price customers pay, over every dish of the menu (the page's JSON-LD price range). */
  priceBounds: [] | [number, number];
}

/**
 * The home page's dishes, available ones only: 'Popular & Trending' are the most reviewed; the featured
 * pictures are the best rated of the rest that have a picture (so the two never repeat a dish).
 */
export function homePicks<T extends Pickable>(foods: readonly T[]): HomePicks<T> {
  const available = foods.filter((food) => food.isAvailable);
  const trending = [...available].sort(byPopularity).slice(0, TRENDING_COUNT);
  const trendingIds = new Set(trending.map((food) => food._id));
  const featured = available
    .filter((food) => !trendingIds.has(food._id) && food.images.length > 0)
    .sort(byRating)
    .slice(0, FEATURED_COUNT);
  const prices = foods.map((food) => food.discountedPrice);
  const priceBounds: HomePicks<T>['priceBounds'] =
    prices.length > 0 ? [Math.min(...prices), Math.max(...prices)] : [];
  return { featured, trending, priceBounds };
}

export const homePicksQueryKey = queryKeys.foods.homePicks;

/**
 * The home page's dishes, picked from the menu's cards (a view of `GET /api/food`), so its HTML carries only
 * the dishes it shows, as their cards. A menu already in the cache (coming from /menu) gives them at once.
 */
export const homePicksQueryOptions = (api: ApiClient, queryClient: QueryClient) =>
  menuViewQueryOptions(api, queryClient, homePicksQueryKey, homePicks);

/**
 * The home page's dishes. `retryOnMount: false` keeps a failure the server render left in the query on screen
 * instead of fetching again; `refetch()` still works.
 */
export function useHomePicks() {
  return useQuery({ ...homePicksQueryOptions(useApi(), useQueryClient()), retryOnMount: false });
}
