import type { Order } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../lib/api-context';
import { pickupsQueryKey } from './pickups';

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
