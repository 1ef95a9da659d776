import type { SpecialDay, SpecialDayAffected, SpecialDayBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';
import { PUBLIC_RESTAURANT_QUERY_KEYS } from '../../shell/update-restaurant';

export const specialDaysQueryKey = ['special-days'] as const;

/** `GET /api/restaurants/special-days`: today's and later special days, by date. */
export function getSpecialDays(api: ApiClient): Promise<SpecialDay[]> {
  return api.get<SpecialDay[]>('/restaurants/special-days');
}

export const specialDaysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: specialDaysQueryKey, queryFn: () => getSpecialDays(api) });

export function useSpecialDays() {
  return useQuery(specialDaysQueryOptions(useApi()));
}

/** The special day just added, with the orders and reservations its hours leave out. */
export type AddedSpecialDay = SpecialDay & { affected: SpecialDayAffected };

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [specialDaysQueryKey, ...PUBLIC_RESTAURANT_QUERY_KEYS].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** `POST /api/restaurants/special-days`. */
export function useAddSpecialDay() {
  const api = useApi();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: SpecialDayBody) => api.post<AddedSpecialDay>('/restaurants/special-days', body),
    onSettled: refresh,
  });
}

/** `DELETE /api/restaurants/special-days/{id}`. */
export function useRemoveSpecialDay() {
  const api = useApi();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/restaurants/special-days/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
