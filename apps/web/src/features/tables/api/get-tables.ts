import type { TablesAt } from '@flame/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Whose view of the tables: the public one (no names), or a signed-in user's (their own table marked). */
export type TablesViewer = { kind: 'public' } | { kind: 'user'; userId: string };

/**
 * The tables' states at `at` (an ISO date-time; undefined: the next bookable slot, which the answer names).
 * `GET /api/restaurants/tables/unauth` for everyone, `GET /api/restaurants/tables` for a signed-in user.
 */
export function getTables(api: ApiClient, viewer: TablesViewer, at: string | undefined): Promise<TablesAt> {
  const path = viewer.kind === 'user' ? '/restaurants/tables' : '/restaurants/tables/unauth';
  return api.get<TablesAt>(at ? `${path}?at=${encodeURIComponent(at)}` : path);
}

export const tablesQueryKey = ['tables'] as const;

export const tablesQueryOptions = (api: ApiClient, viewer: TablesViewer, at: string | undefined) =>
  queryOptions({
    queryKey: [...tablesQueryKey, viewer.kind === 'user' ? viewer.userId : 'public', at ?? 'next'],
    queryFn: () => getTables(api, viewer, at),
    staleTime: 30_000,
  });

/** One view of the tables; while another time loads, the previous answer stays on screen. */
export function useTables(viewer: TablesViewer, at: string | undefined, { enabled = true } = {}) {
  return useQuery({
    ...tablesQueryOptions(useApi(), viewer, at),
    enabled,
    retryOnMount: false,
    placeholderData: keepPreviousData,
  });
}
