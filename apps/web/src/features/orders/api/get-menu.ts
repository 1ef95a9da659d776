import type { Food } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/** `GET /api/food`: today's menu, to flag cart lines whose dish is gone or unavailable and show current prices. */
export function getMenu(api: ApiClient): Promise<Food[]> {
  return api.get<Food[]>('/food');
}

export function useMenuForCheckout() {
  const api = useApi();
  return useQuery(
    queryOptions({ queryKey: orderKeys.menu(), queryFn: () => getMenu(api), staleTime: 30_000 }),
  );
}
