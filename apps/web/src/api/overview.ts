import type { DashboardOverview } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/** `GET /api/admin/dashboard/overview`: the dashboard's figures for today. */
export const overviewQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.admin.overview,
    queryFn: () => api.get<DashboardOverview>('/admin/dashboard/overview'),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions(useApi()));
}
