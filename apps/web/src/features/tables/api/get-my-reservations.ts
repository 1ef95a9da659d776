import type { Reservation } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** The signed-in customer's reservations that have not ended, soonest first. */
export function getMyReservations(api: ApiClient): Promise<Reservation[]> {
  return api.get<Reservation[]>('/restaurants/reservations');
}

export const myReservationsQueryKey = ['reservations'] as const;

export const myReservationsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: [...myReservationsQueryKey, userId],
    queryFn: () => getMyReservations(api),
    staleTime: 30_000,
  });

export function useMyReservations(userId: string | undefined) {
  return useQuery({
    ...myReservationsQueryOptions(useApi(), userId ?? ''),
    enabled: userId !== undefined,
  });
}
