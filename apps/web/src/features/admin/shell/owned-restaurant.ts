import type { Restaurant } from '@flame/shared';
import { queryOptions } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import type { ApiClient } from '../../../lib/api-client';

/** The query every admin section reads its restaurant from; invalidate it after changing the restaurant. */
export const ownedRestaurantQueryKey = ['admin', 'owned-restaurant'] as const;

/** `POST /api/restaurants/owner/me`: the restaurant the signed-in owner runs. */
export function ownedRestaurantQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ownedRestaurantQueryKey,
    queryFn: async () => {
      const restaurants = await api.post<Restaurant[]>('/restaurants/owner/me');
      return restaurants[0] ?? null;
    },
  });
}

/** What the dashboard layout hands to every section. */
export interface AdminOutletContext {
  restaurant: Restaurant;
}

/** The owner's restaurant, inside a dashboard section. */
export function useOwnedRestaurant(): Restaurant {
  return useOutletContext<AdminOutletContext>().restaurant;
}
