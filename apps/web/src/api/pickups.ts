import type { Order, OrderItem, PickupRow, PickupStatusBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/** The board and every open kitchen ticket: invalidate it after an order changes. */
export const pickupsQueryKey = queryKeys.admin.pickups.all;

/** `GET /api/orders/pickups`: active orders first, then those closed in the last 24 hours. */
export function getPickups(api: ApiClient): Promise<PickupRow[]> {
  return api.get<PickupRow[]>('/orders/pickups');
}

export const pickupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: pickupsQueryKey, queryFn: () => getPickups(api) });

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupsQueryKey }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupsQueryKey }),
  });
}

/** `PATCH /api/orders/{id}/pickup-time`: a later pickup time, which the customer sees at once. */
export function useMovePickupTime() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, pickupTime }: { orderId: string; pickupTime: string }) =>
      api.patch<Order>(`/orders/${encodeURIComponent(orderId)}/pickup-time`, { pickupTime }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupsQueryKey }),
  });
}

/** A dish option chosen for an order line ('Spice level: Hot', +$1.00), on orders whose dishes offer them. */
export interface TicketItemOption {
  group: string;
  name: string;
  priceDelta: number;
}

/** An order line as the ticket prints it: options only where the order carries them. */
export type TicketItem = OrderItem & { options?: TicketItemOption[] };
export type TicketOrder = Omit<Order, 'items'> & { items: TicketItem[] };

/** Under the board's key: whatever refreshes the board refreshes an open ticket too. */
export const orderTicketQueryKey = queryKeys.admin.pickups.ticket;

/** `GET /api/orders/{id}`: the whole order, which the restaurant's owner may read. */
export function getOrderTicket(api: ApiClient, orderId: string): Promise<TicketOrder> {
  return api.get<TicketOrder>(`/orders/${encodeURIComponent(orderId)}`);
}

export const orderTicketQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({ queryKey: orderTicketQueryKey(orderId), queryFn: () => getOrderTicket(api, orderId) });

export function useOrderTicket(orderId: string) {
  return useQuery(orderTicketQueryOptions(useApi(), orderId));
}
