import type { BlockedCustomer, CustomerBlockBody, OrderCustomer } from '@flame/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** `GET /api/orders/{id}/customer`: who placed the order, whether they are blocked, their open orders. */
export function useOrderCustomer(orderId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.admin.orderCustomer.of(orderId ?? ''),
    queryFn: () => api.get<OrderCustomer>(`/orders/${encodeURIComponent(orderId!)}/customer`),
    enabled: orderId !== null,
    refetchOnMount: 'always',
  });
}

const blockUrl = (restaurantId: string, userId: string) =>
  `/restaurants/${encodeURIComponent(restaurantId)}/blocked-customers/${encodeURIComponent(userId)}`;

/** What a block or an unblock changes: the board (cancelled orders), every order read whole, the dialog's read. */
const blockInvalidates = [
  queryKeys.admin.pickups,
  queryKeys.orders.details,
  queryKeys.admin.orderCustomer.all,
] as const;

/** `PUT /api/restaurants/{id}/blocked-customers/{userId}`: blocks and cancels the chosen open orders. */
export function useBlockCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      restaurantId,
      userId,
      body,
    }: {
      restaurantId: string;
      userId: string;
      body: CustomerBlockBody;
    }) => api.put<BlockedCustomer>(blockUrl(restaurantId, userId), body),
    onSettled: () => invalidate(queryClient, blockInvalidates),
  });
}

/** `DELETE /api/restaurants/{id}/blocked-customers/{userId}`: the customer may order and book again. */
export function useUnblockCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restaurantId, userId }: { restaurantId: string; userId: string }) =>
      api.delete<null>(blockUrl(restaurantId, userId)),
    onSettled: () => invalidate(queryClient, blockInvalidates),
  });
}
