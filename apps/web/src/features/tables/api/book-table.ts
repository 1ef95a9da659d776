import type { BookingBody, Reservation } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { myReservationsQueryKey } from './get-my-reservations';
import { tablesQueryKey } from './get-tables';

/** `POST /api/restaurants/table/book`. */
export function bookTable(api: ApiClient, body: BookingBody): Promise<Reservation> {
  return api.post<Reservation>('/restaurants/table/book', body);
}

/** Books a table; afterwards (booked or refused) the tables and reservations are read again. */
export function useBookTable() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingBody) => bookTable(api, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tablesQueryKey }),
        queryClient.invalidateQueries({ queryKey: myReservationsQueryKey }),
      ]),
  });
}
