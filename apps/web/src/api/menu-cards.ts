import type { Food } from '@flame/shared';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { foodsQueryKey, getFoods } from './foods';
import { queryKeys } from './query-keys';

/**
 * What the public menu's views read of a dish: its card (picture, name, description, diet, spice, price, sold
 * out), the category the filters and the menu's JSON-LD group it by, and the rating and reviews the home page
 * picks by. Not its ingredients, allergens, nutrition or option groups: only the dish's own page shows those
 * (and cart and checkout read the whole dish).
 */
const MENU_CARD_FIELDS = [
  '_id',
  'name',
  'description',
  'category',
  'categoryId',
  'images',
  'price',
  'discountedPrice',
  'discount',
  'isAvailable',
  'soldOutUntil',
  'isVegetarian',
  'isVegan',
  'isGlutenFree',
  'spiceLevel',
  'rating',
  'reviewCount',
] as const satisfies readonly (keyof Food)[];

export type MenuCard = Pick<Food, (typeof MENU_CARD_FIELDS)[number]>;

export function menuCard(food: MenuCard): MenuCard {
  return Object.fromEntries(MENU_CARD_FIELDS.map((field) => [field, food[field]])) as MenuCard;
}

export const menuCardsQueryKey = queryKeys.foods.cards;

/** The menu's cards already in the cache (from the whole menu, or its cards), with their age. */
function cachedMenuCards(queryClient: QueryClient): { cards: MenuCard[]; updatedAt: number } | undefined {
  const menu = queryClient.getQueryState<Food[]>(foodsQueryKey);
  if (menu?.data) return { cards: menu.data.map(menuCard), updatedAt: menu.dataUpdatedAt };
  const cards = queryClient.getQueryState<MenuCard[]>(menuCardsQueryKey);
  if (cards?.data) return { cards: cards.data, updatedAt: cards.dataUpdatedAt };
  return undefined;
}

/**
 * A view of the public menu (`view` of its cards) as a query of its own under the menu's key, so a page's HTML
 * carries only what the page reads and every change to the menu refreshes it. Its query function fetches
 * `GET /api/food`; the menu or its cards already in the cache give it its data and age at once, without a request.
 */
export const menuViewQueryOptions = <T>(
  api: ApiClient,
  queryClient: QueryClient,
  queryKey: QueryKey,
  view: (cards: readonly MenuCard[]) => T,
) =>
  queryOptions({
    queryKey,
    queryFn: async () => view((await getFoods(api)).map(menuCard)),
    initialData: () => {
      const cached = cachedMenuCards(queryClient);
      return cached ? view(cached.cards) : undefined;
    },
    initialDataUpdatedAt: () => cachedMenuCards(queryClient)?.updatedAt,
  });

/** The menu's dishes as cards, in menu order: what the menu and deals pages read. */
export const menuCardsQueryOptions = (api: ApiClient, queryClient: QueryClient) =>
  menuViewQueryOptions(api, queryClient, menuCardsQueryKey, (cards) => [...cards]);

/**
 * The menu's cards. `enabled: false` keeps a failure the route loader left in the query (hydrated from the
 * server render, or from a fetch in the browser) on screen instead of fetching again; `refetch()` still works.
 */
export function useMenuCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...menuCardsQueryOptions(useApi(), useQueryClient()), enabled, retryOnMount: false });
}
