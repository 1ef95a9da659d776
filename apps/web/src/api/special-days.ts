import type { OwnerSpecialDay, SpecialDay, SpecialDayBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { publicRestaurantKeys, queryKeys } from './query-keys';

/**
 * `GET /api/restaurants/special-days`: the dates from today on whose hours replace the weekly ones (closed for
 * Thanksgiving, short on Christmas Eve). The hours section, the pickup picker, the booking form and the
 * dashboard's service section read them.
 */
export function getSpecialDays(api: ApiClient): Promise<SpecialDay[]> {
  return api.get<SpecialDay[]>('/restaurants/special-days');
}

export const specialDaysQueryKey = queryKeys.specialDays;

export const specialDaysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: specialDaysQueryKey, queryFn: () => getSpecialDays(api), staleTime: 5 * 60_000 });

export function useSpecialDays() {
  return useQuery(specialDaysQueryOptions(useApi()));
}

/**
 * `GET /api/restaurants/special-days/decisions` (the owner's): the coming special days, each with the bookings
 * its hours leave out until the owner keeps or cancels them, so a reload lists them again.
 */
export function useSpecialDayDecisions() {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.admin.outsideHours, 'special-days'],
    queryFn: () => api.get<OwnerSpecialDay[]>('/restaurants/special-days/decisions'),
  });
}

/**
 * `POST /api/orders/{id}/keep-outside-hours` or `/api/reservations/{id}/keep-outside-hours`: the owner keeps a
 * booking the hours leave out; stored on it, and nobody is told.
 */
export function useKeepOutsideHours() {
  const api = useApi();
  const refresh = useInvalidate([queryKeys.admin.outsideHours, queryKeys.admin.pickups]);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'order' | 'reservation'; id: string }) =>
      api.post<null>(
        `/${kind === 'order' ? 'orders' : 'reservations'}/${encodeURIComponent(id)}/keep-outside-hours`,
        {},
      ),
    onSettled: refresh,
  });
}

/** After adding or removing a special day: the list, and every public read of the restaurant and its hours. */
export const specialDayChangeInvalidates = [
  specialDaysQueryKey,
  queryKeys.admin.outsideHours,
  queryKeys.admin.pickups,
  ...publicRestaurantKeys,
] as const;

/** `POST /api/restaurants/special-days`. */
export function useAddSpecialDay() {
  const api = useApi();
  const refresh = useInvalidate(specialDayChangeInvalidates);
  return useMutation({
    mutationFn: (body: SpecialDayBody) => api.post<OwnerSpecialDay>('/restaurants/special-days', body),
    onSettled: refresh,
  });
}

/** `DELETE /api/restaurants/special-days/{id}`. */
export function useRemoveSpecialDay() {
  const api = useApi();
  const refresh = useInvalidate(specialDayChangeInvalidates);
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/restaurants/special-days/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
