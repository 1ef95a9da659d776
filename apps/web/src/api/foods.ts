import type { Food } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';

/**
 * Every dish of the public menu, in menu order (`GET /api/food`). One query for the whole site: the menu, the
 * deals, the home page and checkout's check of the cart read it, and the owner's menu changes invalidate it
 * (with every `['foods', ...]` query).
 */
export async function getFoods(api: ApiClient): Promise<Food[]> {
  return api.get<Food[]>('/food');
}

export const foodsQueryKey = ['foods'] as const;

export const foodsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: foodsQueryKey, queryFn: () => getFoods(api) });

/**
 * The menu's dishes. `enabled: false` keeps a failure that the route loader already reported (and that is not
 * in the dehydrated cache) on screen instead of fetching again during hydration; `refetch()` still works.
 */
export function useFoods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...foodsQueryOptions(useApi()), enabled, retryOnMount: false });
}
