import type { Order, OrderItem, PickupRow, PickupStatusBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { orderQueryOptions } from './orders';
import { queryKeys } from './query-keys';

/** After the owner changes an order on the board: the board and the order itself (its kitchen ticket). */
export const pickupChangeInvalidates = (orderId: string) =>
  [queryKeys.admin.pickups, queryKeys.orders.detail(orderId), queryKeys.admin.outsideHours] as const;

/** What a live order event changes on the dashboard: the board and every order read whole (open tickets). */
export const orderEventInvalidates = [
  queryKeys.admin.pickups,
  queryKeys.orders.details,
  queryKeys.admin.outsideHours,
] as const;

/** `GET /api/orders/pickups`: active orders first, then those closed in the last 24 hours. */
export function getPickups(api: ApiClient): Promise<PickupRow[]> {
  return api.get<PickupRow[]>('/orders/pickups');
}

export const pickupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.admin.pickups, queryFn: () => getPickups(api) });

/** The board; opening the section always reloads it. */
export function usePickups() {
  return useQuery({ ...pickupsQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** `PUT /api/orders/pickups/status`: answers the updated row. */
export function useUpdatePickupStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = pickupsQueryOptions(api).queryKey;
  return useMutation({
    mutationFn: (body: PickupStatusBody) => api.put<PickupRow>('/orders/pickups/status', body),
    onSuccess: (row) =>
      queryClient.setQueryData(key, (rows) =>
        rows?.map((existing) => (existing._id === row._id ? row : existing)),
      ),
    onSettled: (_row, _error, body) => invalidate(queryClient, pickupChangeInvalidates(body.orderId)),
  });
}

/** `PATCH /api/orders/{id}/status` with `cancelled` and the reason the customer reads (may be empty). */
export function useCancelWithReason() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      api.patch<Order>(`/orders/${encodeURIComponent(orderId)}/status`, {
        status: 'cancelled',
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSettled: (_order, _error, { orderId }) => invalidate(queryClient, pickupChangeInvalidates(orderId)),
  });
}

/**
 * `PATCH /api/orders/{id}/pickup-time`: a later pickup time, which the customer sees at once; `overCapacity`
 * once the owner was warned that the slot is full.
 */
export function useMovePickupTime() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      pickupTime,
      overCapacity,
    }: {
      orderId: string;
      pickupTime: string;
      overCapacity?: boolean;
    }) =>
      api.patch<Order>(`/orders/${encodeURIComponent(orderId)}/pickup-time`, {
        pickupTime,
        ...(overCapacity ? { overCapacity } : {}),
      }),
    onSettled: (_order, _error, { orderId }) => invalidate(queryClient, pickupChangeInvalidates(orderId)),
  });
}

/** An order as its kitchen ticket prints it: the order itself, each line with its chosen options. */
export type TicketOrder = Order;
export type TicketItem = OrderItem;

/** The order a kitchen ticket prints (`GET /api/orders/{id}`, which the restaurant's owner may read), under its one key. */
export function useOrderTicket(orderId: string) {
  return useQuery(orderQueryOptions(useApi(), orderId));
}
