import type { Reservation } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Read by the Tables and Reservations sections; invalidate after booking changes. */
export const upcomingReservationsQueryKey = ['admin', 'reservations'] as const;

/** `GET /api/restaurants/reservations/all`: every reservation that has not ended, soonest first. */
export function upcomingReservationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: upcomingReservationsQueryKey,
    queryFn: () => api.get<Reservation[]>('/restaurants/reservations/all'),
  });
}

/** The upcoming reservations; opening a section that shows them always reloads them. */
export function useUpcomingReservations() {
  return useQuery({ ...upcomingReservationsQueryOptions(useApi()), refetchOnMount: 'always' });
}
