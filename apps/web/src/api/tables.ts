import type { DiningTable, TableForm, TablesAt } from '@flame/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';

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

export const tablesQueryOptions = (api: ApiClient, viewer: TablesViewer, at: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.tables.view(viewer.kind === 'user' ? viewer.userId : 'public', at ?? 'next'),
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

/** `GET /api/restaurants/tables`: every table of the restaurant (the owner's view). */
export const adminTablesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.admin.tables,
    queryFn: async () => (await api.get<TablesAt>('/restaurants/tables')).tables,
  });

/** The tables; opening the section always reloads them. */
export function useAdminTables() {
  return useQuery({ ...adminTablesQueryOptions(useApi()), refetchOnMount: 'always' });
}

export interface TableSave {
  /** Set when editing. */
  id?: string;
  fields: TableForm;
  image: File | null;
}

function tableFormData({ id, fields, image }: TableSave): FormData {
  const body = new FormData();
  if (id) body.append('_id', id);
  body.append('tableNumber', String(fields.tableNumber));
  body.append('seats', String(fields.seats));
  body.append('description', fields.description);
  if (image) body.append('image', image);
  return body;
}

/** After the owner changes a table: their list, the upcoming reservations and the public /tables page. */
export const tableChangeInvalidates = [
  queryKeys.admin.tables,
  queryKeys.admin.reservations,
  queryKeys.tables.all,
] as const;

/** `POST /api/restaurants/tables/create` or `PUT /api/restaurants/tables/update` (multipart). */
export function useSaveTable() {
  const api = useApi();
  const refresh = useInvalidate(tableChangeInvalidates);
  return useMutation({
    mutationFn: (save: TableSave) =>
      save.id
        ? api.put<DiningTable>('/restaurants/tables/update', tableFormData(save))
        : api.post<DiningTable>('/restaurants/tables/create', tableFormData(save)),
    onSettled: refresh,
  });
}

/** `DELETE /api/restaurants/tables/delete/{id}`. */
export function useDeleteTable() {
  const api = useApi();
  const refresh = useInvalidate(tableChangeInvalidates);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ _id: string }>(`/restaurants/tables/delete/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
