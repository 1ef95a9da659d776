import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { orderStatistics, type OrderStatistics } from '../order-statistics';

/** The customer's orders (`GET /api/orders`), read only for what the statistics need. */
export async function getOrderStatistics(api: ApiClient): Promise<OrderStatistics> {
  const orders = await api.get<unknown>('/orders');
  return orderStatistics(orders);
}

export function useOrderStatistics() {
  const api = useApi();
  const { user } = useAuth();
  return useQuery({
    queryKey: ['orders', 'statistics', user?._id ?? ''],
    queryFn: () => getOrderStatistics(api),
    enabled: user !== null,
  });
}
