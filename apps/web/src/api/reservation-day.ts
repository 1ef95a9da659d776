import type { OwnerBooking, ReservationDay, ReservationStatusChange } from '@flame/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { ownerCancelInvalidates } from './reservations';
import { queryKeys } from './query-keys';

/**
 * `GET /api/reservations/day`: the tables and the day's bookings (no date: the restaurant's today). Kept under
 * the admin's reservations key, so a live booking event and the owner's changes refetch it with the list.
 */
export function useReservationDay(date: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.admin.reservations, 'day', date ?? 'today'],
    queryFn: () => api.get<ReservationDay>(`/reservations/day${date ? `?date=${date}` : ''}`),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** `PATCH /api/reservations/{id}/status`: seat, complete, no-show, cancel, accept or decline. */
export function useChangeReservationStatus() {
  const api = useApi();
  const refresh = useInvalidate(ownerCancelInvalidates);
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: ReservationStatusChange; reason?: string }) =>
      api.patch<OwnerBooking>(`/reservations/${id}/status`, { status, ...(reason ? { reason } : {}) }),
    onSettled: refresh,
  });
}

/** `PATCH /api/reservations/{id}/tables`: the owner moves a booking to other tables (by number). */
export function useMoveReservation() {
  const api = useApi();
  const refresh = useInvalidate(ownerCancelInvalidates);
  return useMutation({
    mutationFn: ({ id, tables }: { id: string; tables: number[] }) =>
      api.patch<OwnerBooking>(`/reservations/${id}/tables`, { tables }),
    onSettled: refresh,
  });
}
