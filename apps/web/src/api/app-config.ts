import type { AppConfig } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/** `GET /api/app-config`: the map tiles and whether 'Continue with Google' is offered. */
export const getAppConfig = (api: ApiClient) => api.get<AppConfig>('/app-config');

/** The configuration does not change while the server runs: fetched once per visit. */
export const appConfigQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.appConfig, queryFn: () => getAppConfig(api), staleTime: Infinity });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions(useApi()));
}
