import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** The id of the site's restaurant (the first of `GET /api/restaurants`), for the admin dashboard link. */
export async function getRestaurantId(api: ApiClient): Promise<string | null> {
  const list = await api.get<{ _id: string }[]>('/restaurants');
  return list[0]?._id ?? null;
}

export function useRestaurantId(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['restaurant', 'id'],
    queryFn: () => getRestaurantId(api),
    enabled,
    staleTime: Infinity,
  });
}
