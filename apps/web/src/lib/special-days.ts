import type { SpecialDay } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

/**
 * `GET /api/restaurants/special-days`: the dates from today on whose hours replace the weekly ones (closed for
 * Thanksgiving, short on Christmas Eve). The hours section, the pickup picker and the booking form read them.
 */
export function getSpecialDays(api: ApiClient): Promise<SpecialDay[]> {
  return api.get<SpecialDay[]>('/restaurants/special-days');
}

export const specialDaysQueryKey = ['special-days'] as const;

export const specialDaysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: specialDaysQueryKey, queryFn: () => getSpecialDays(api), staleTime: 5 * 60_000 });

export function useSpecialDays() {
  return useQuery(specialDaysQueryOptions(useApi()));
}
