import type { PickupSlotAvailability } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/**
 * `GET /api/orders/pickup-slots?date=YYYY-MM-DD`: the quarter hours of a date inside its hours, each available
 * when an order may take it now (lead time, window, pause and room left in the slot). Read again every minute,
 * so slots that fill up or pass leave the picker.
 */
export function getPickupSlots(api: ApiClient, date: string): Promise<PickupSlotAvailability[]> {
  return api.get<PickupSlotAvailability[]>(`/orders/pickup-slots?date=${encodeURIComponent(date)}`);
}

/** Every date's slots: invalidate it when a chosen time was refused, so the picker shows what is left. */
export const pickupSlotsQueryKey = queryKeys.pickupSlots.all;

export const pickupSlotsQueryOptions = (api: ApiClient, date: string) =>
  queryOptions({
    queryKey: queryKeys.pickupSlots.on(date),
    queryFn: () => getPickupSlots(api, date),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function usePickupSlots(date: string) {
  return useQuery({ ...pickupSlotsQueryOptions(useApi(), date), enabled: date !== '' });
}
