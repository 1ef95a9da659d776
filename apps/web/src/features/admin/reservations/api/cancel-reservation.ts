import type { Reservation } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../lib/api-context';
import { upcomingReservationsQueryKey } from '../../shell/upcoming-reservations';

/** `POST /api/restaurants/unbook-table` (the owner's cancel) with the reservation's id. */
export function useCancelReservation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: string) =>
      api.post<Reservation>('/restaurants/unbook-table', { reservationId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: upcomingReservationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'tables'] }),
        // The public /tables page.
        queryClient.invalidateQueries({ queryKey: ['tables'] }),
      ]),
  });
}
