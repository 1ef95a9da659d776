import type { Restaurant } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

/** The site's restaurant: the first of `GET /api/restaurants`; the footer, the public pages and
 * the order page's pickup address read it. */
export async function getRestaurant(api: ApiClient): Promise<Restaurant | null> {
  const list = await api.get<Restaurant[]>('/restaurants');
  return list[0] ?? null;
}

export const restaurantQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['restaurant'], queryFn: () => getRestaurant(api), staleTime: 5 * 60_000 });

export function useRestaurant() {
  return useQuery(restaurantQueryOptions(useApi()));
}
