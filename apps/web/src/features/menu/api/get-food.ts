import type { Food } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** One dish: `GET /api/food/{id}`; an unknown id is a 404 'Food item not found'. */
export async function getFood(api: ApiClient, id: string): Promise<Food> {
  return api.get<Food>(`/food/${encodeURIComponent(id)}`);
}

export const foodQueryKey = (id: string) => ['foods', 'detail', id] as const;

export const foodQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: foodQueryKey(id), queryFn: () => getFood(api, id) });

/**
 * One dish. 4xx answers are not retried (the query client's default). `enabled: false` keeps a failure the
 * route loader reported on screen during hydration (failed queries are not dehydrated); `refetch()` still works.
 */
export function useFood(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...foodQueryOptions(useApi(), id), enabled, retryOnMount: false });
}
