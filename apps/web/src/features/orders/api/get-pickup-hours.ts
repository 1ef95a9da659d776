import type { OpeningHour } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

export interface PickupHours {
  openingHours: OpeningHour[];
  timeZone: string;
}

/** `GET /api/restaurants/opening-hours`: what the pickup picker offers, and the zone pickup times are read in. */
export function getPickupHours(api: ApiClient): Promise<PickupHours> {
  return api.get<PickupHours>('/restaurants/opening-hours');
}

export const pickupHoursQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.pickupHours(),
    queryFn: () => getPickupHours(api),
    staleTime: 5 * 60_000,
  });

export function usePickupHours() {
  return useQuery(pickupHoursQueryOptions(useApi()));
}
