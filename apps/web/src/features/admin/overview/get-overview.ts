import type { DashboardOverview } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** `GET /api/admin/dashboard/overview`. */
export const overviewQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: () => api.get<DashboardOverview>('/admin/dashboard/overview'),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions(useApi()));
}
