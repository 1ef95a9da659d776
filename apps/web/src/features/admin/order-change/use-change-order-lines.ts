import type { Order, OrderLinesInput } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../api/invalidate';
import { pickupChangeInvalidates } from '../../../api/pickups';
import { queryKeys } from '../../../api/query-keys';
import { useApi } from '../../../lib/api-context';

/**
 * `PUT /api/orders/{id}/lines`: the order as the server priced it goes into its query at once; the board and
 * the order are read again whatever the answer (a 409 means the order changed meanwhile).
 */
export function useChangeOrderLines(orderId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderLinesInput) =>
      api.put<Order>(`/orders/${encodeURIComponent(orderId)}/lines`, body),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.orders.detail(order._id), order),
    onSettled: () => invalidate(queryClient, pickupChangeInvalidates(orderId)),
  });
}
