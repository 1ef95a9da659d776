import type { Restaurant } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/**
 * Where an order is picked up: the site's restaurant, the first of `GET /api/restaurants`. Kept under the key
 * every page's footer already fills (`['restaurant']`, the same answer), so the order page asks nothing more.
 */
export async function getPickupPlace(api: ApiClient): Promise<Restaurant | null> {
  const list = await api.get<Restaurant[]>('/restaurants');
  return list[0] ?? null;
}

export const pickupPlaceQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['restaurant'], queryFn: () => getPickupPlace(api), staleTime: 5 * 60_000 });

export function usePickupPlace() {
  return useQuery(pickupPlaceQueryOptions(useApi()));
}
