import type { Food } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';

/** The owner's whole menu, hidden dishes too: `GET /api/admin/food` (never cached). */
export async function getOwnerFoods(api: ApiClient): Promise<Food[]> {
  return api.get<Food[]>('/admin/food');
}

export const ownerFoodsQueryKey = ['admin', 'foods'] as const;

export const ownerFoodsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ownerFoodsQueryKey, queryFn: () => getOwnerFoods(api) });

export function useOwnerFoods() {
  return useQuery(ownerFoodsQueryOptions(useApi()));
}
