import type { Reservation } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { myReservationsQueryKey } from './get-my-reservations';
import { tablesQueryKey } from './get-tables';

/** `POST /api/restaurants/table/unbook-table` with the reservation's id. */
export function cancelReservation(api: ApiClient, reservationId: string): Promise<Reservation> {
  return api.post<Reservation>('/restaurants/table/unbook-table', { reservationId });
}

export function useCancelReservation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: string) => cancelReservation(api, reservationId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tablesQueryKey }),
        queryClient.invalidateQueries({ queryKey: myReservationsQueryKey }),
      ]),
  });
}
