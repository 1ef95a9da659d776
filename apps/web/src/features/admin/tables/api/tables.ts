import type { DiningTable, TableForm, TablesAt } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';
import { upcomingReservationsQueryKey } from '../../shell/upcoming-reservations';

export const adminTablesQueryKey = ['admin', 'tables'] as const;
/** The public /tables page's queries start with this key: they show the change too. */
const publicTablesQueryKey = ['tables'] as const;

/** `GET /api/restaurants/tables`: every table of the restaurant (the owner's view). */
export const adminTablesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: adminTablesQueryKey,
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

function useInvalidateTables() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminTablesQueryKey }),
      queryClient.invalidateQueries({ queryKey: upcomingReservationsQueryKey }),
      queryClient.invalidateQueries({ queryKey: publicTablesQueryKey }),
    ]);
}

/** `POST /api/restaurants/tables/create` or `PUT /api/restaurants/tables/update` (multipart). */
export function useSaveTable() {
  const api = useApi();
  const invalidate = useInvalidateTables();
  return useMutation({
    mutationFn: (save: TableSave) =>
      save.id
        ? api.put<DiningTable>('/restaurants/tables/update', tableFormData(save))
        : api.post<DiningTable>('/restaurants/tables/create', tableFormData(save)),
    onSettled: invalidate,
  });
}

/** `DELETE /api/restaurants/tables/delete/{id}`. */
export function useDeleteTable() {
  const api = useApi();
  const invalidate = useInvalidateTables();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ _id: string }>(`/restaurants/tables/delete/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}
