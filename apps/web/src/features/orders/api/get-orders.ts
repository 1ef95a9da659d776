import type { Order } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export function getOrders(api: ApiClient): Promise<Order[]> {
  return api.get<Order[]>('/orders');
}

export const ordersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: orderKeys.list(), queryFn: () => getOrders(api), staleTime: 10_000 });

export function useOrders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ordersQueryOptions(useApi()), enabled });
}
