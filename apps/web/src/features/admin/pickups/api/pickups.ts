import type { AdminOrderStatus, PickupRow, PickupStatusBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';

export const pickupsQueryKey = ['admin', 'pickups'] as const;

/** `GET /api/orders/pickups`: active orders first, then those closed in the last 24 hours. */
export function getPickups(api: ApiClient): Promise<PickupRow[]> {
  return api.get<PickupRow[]>('/orders/pickups');
}

export const pickupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: pickupsQueryKey, queryFn: () => getPickups(api) });

/** The board; opening the section always reloads it. */
export function usePickups() {
  return useQuery({ ...pickupsQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** `PUT /api/orders/pickups/status`: answers the updated row. */
export function useUpdatePickupStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupStatusBody) => api.put<PickupRow>('/orders/pickups/status', body),
    onSuccess: (row) =>
      queryClient.setQueryData<PickupRow[]>(pickupsQueryKey, (rows) =>
        rows?.map((existing) => (existing._id === row._id ? row : existing)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickupsQueryKey }),
  });
}

export type { AdminOrderStatus };
