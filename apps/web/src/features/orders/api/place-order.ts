import { IDEMPOTENCY_HEADER, type Order, type PickupOrderInput } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/**
 * `POST /api/orders/pickup` with an `Idempotency-Key`: the same key for the same order, so a retry or a double
 * click creates it once.
 */
export function placeOrder(api: ApiClient, body: PickupOrderInput, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('/orders/pickup', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function usePlaceOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PickupOrderInput; idempotencyKey: string }) =>
      placeOrder(api, body, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    },
  });
}
