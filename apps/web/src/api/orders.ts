import {
  IDEMPOTENCY_HEADER,
  type Order,
  type PickupOrderInput,
  type StaffOrderInput,
  type Tracking,
} from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useAuth } from '../lib/auth/auth-context';
import { invalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export function getOrders(api: ApiClient): Promise<Order[]> {
  return api.get<Order[]>('/orders');
}

export const ordersQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({ queryKey: queryKeys.orders.list(userId), queryFn: () => getOrders(api), staleTime: 10_000 });

/**
 * The signed-in customer's orders, one query for every screen that reads them (the orders page, the profile's
 * statistics through `select`).
 */
export function useOrders<T = Order[]>({
  enabled = true,
  select,
}: { enabled?: boolean; select?: (orders: Order[]) => T } = {}) {
  const { user } = useAuth();
  return useQuery({
    ...ordersQueryOptions(useApi(), user?._id ?? ''),
    select,
    enabled: enabled && user !== null,
  });
}

/** `GET /api/orders/{id}`: one order, read by its customer or the restaurant's owner (404 for anyone else). */
export function getOrder(api: ApiClient, id: string): Promise<Order> {
  return api.get<Order>(`/orders/${encodeURIComponent(id)}`);
}

export const orderQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => getOrder(api, id),
    staleTime: 10_000,
  });

export function useOrder(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...orderQueryOptions(useApi(), id), enabled });
}

/**
 * `GET /api/orders/{id}/guest?key=…`: an order without an account, read through the signed link of its emails.
 * Its key sits under the order's own, so the live stream's refreshes reach it as they reach the signed-in page.
 */
export function useGuestOrder(id: string, key: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.orders.guestDetail(id),
    queryFn: () => api.get<Order>(`/orders/${encodeURIComponent(id)}/guest?key=${encodeURIComponent(key)}`),
    staleTime: 10_000,
    enabled,
  });
}

/** `GET /api/tracking/order/{orderId}`. */
export function getTracking(api: ApiClient, orderId: string): Promise<Tracking> {
  return api.get<Tracking>(`/tracking/order/${encodeURIComponent(orderId)}`);
}

export const trackingQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.tracking(orderId),
    queryFn: () => getTracking(api, orderId),
    staleTime: 10_000,
  });

export function useTracking(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...trackingQueryOptions(useApi(), orderId), enabled });
}

/** What shows an order besides its own page: its tracking and the customer's list. */
export const orderViewsBesidesPage = (id: string) =>
  [queryKeys.orders.tracking(id), queryKeys.orders.lists] as const;

/** After an order changes on the server (a live event): its page and every other view of it. */
export const orderChangeInvalidates = (id: string) =>
  [queryKeys.orders.detail(id), ...orderViewsBesidesPage(id)] as const;

/** Puts the order the server answered on its page at once and refreshes the rest of what shows it. */
function useOrderAnswered() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(queryKeys.orders.detail(order._id), order);
    void invalidate(queryClient, orderViewsBesidesPage(order._id));
  };
}

/**
 * `POST /api/orders/pickup` with an `Idempotency-Key`: the same key for the same order, so a retry or a double
 * click creates it once.
 */
export function placeOrder(api: ApiClient, body: PickupOrderInput, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('/orders/pickup', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function usePlaceOrder() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PickupOrderInput; idempotencyKey: string }) =>
      placeOrder(api, body, idempotencyKey),
    onSuccess: useOrderAnswered(),
  });
}

/** `PATCH /api/orders/{id}/cancel`: the customer cancels a pending or confirmed order. */
export function cancelOrder(api: ApiClient, id: string): Promise<Order> {
  return api.patch<Order>(`/orders/${encodeURIComponent(id)}/cancel`);
}

export function useCancelOrder(id: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => cancelOrder(api, id), onSuccess: useOrderAnswered() });
}

/** `POST /api/orders/staff`: the owner enters an order taken by phone; the board reads it again. */
export function placeStaffOrder(api: ApiClient, body: StaffOrderInput): Promise<Order> {
  return api.post<Order>('/orders/staff', body);
}

export function usePlaceStaffOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderInput) => placeStaffOrder(api, body),
    onSuccess: () => invalidate(queryClient, [queryKeys.admin.pickups]),
  });
}
