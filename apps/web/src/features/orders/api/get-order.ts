import type { Order } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/** `GET /api/orders/{id}`: one order of the customer (404 for anyone else's). */
export function getOrder(api: ApiClient, id: string): Promise<Order> {
  return api.get<Order>(`/orders/${encodeURIComponent(id)}`);
}

export const orderQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(api, id), staleTime: 10_000 });

export function useOrder(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...orderQueryOptions(useApi(), id), enabled });
}
