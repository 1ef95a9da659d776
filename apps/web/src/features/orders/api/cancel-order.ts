import type { Order } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/** `PATCH /api/orders/{id}/cancel`: the customer cancels a pending or confirmed order. */
export function cancelOrder(api: ApiClient, id: string): Promise<Order> {
  return api.patch<Order>(`/orders/${encodeURIComponent(id)}/cancel`);
}

export function useCancelOrder(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(api, id),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(id) });
    },
  });
}
