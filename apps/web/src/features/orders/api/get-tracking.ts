import type { Tracking } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/** `GET /api/tracking/order/{orderId}`. */
export function getTracking(api: ApiClient, orderId: string): Promise<Tracking> {
  return api.get<Tracking>(`/tracking/order/${encodeURIComponent(orderId)}`);
}

export const trackingQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(orderId),
    queryFn: () => getTracking(api, orderId),
    staleTime: 10_000,
  });

export function useTracking(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...trackingQueryOptions(useApi(), orderId), enabled });
}
