import type { Restaurant } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** The site's restaurant: the first of `GET /api/restaurants` (spec section 7). */
export async function getRestaurant(api: ApiClient): Promise<Restaurant | null> {
  const list = await api.get<Restaurant[]>('/restaurants');
  return list[0] ?? null;
}

export const restaurantQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['restaurant'], queryFn: () => getRestaurant(api), staleTime: 5 * 60_000 });

export function useRestaurant() {
  return useQuery(restaurantQueryOptions(useApi()));
}
