import type { Backup } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';
import { fetchFile, saveBlob } from './reports';

/** `GET /api/admin/backups`: the backups kept, newest first. */
export const backupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.admin.backups, queryFn: () => api.get<Backup[]>('/admin/backups') });

export function useBackups() {
  return useQuery({ ...backupsQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** `POST /api/admin/backups`: a backup now; the list follows. */
export function useBackUpNow() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Backup>('/admin/backups'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.backups }),
  });
}

/** `GET /api/admin/backups/{name}`: the file, with the owner's token, saved under its own name. */
export async function downloadBackup(name: string): Promise<void> {
  const { blob, fileName } = await fetchFile(`/admin/backups/${encodeURIComponent(name)}`, name);
  saveBlob(blob, fileName);
}

/** `GET /api/admin/export`: all of the restaurant's data as one zip, saved under the name the server gives it. */
export async function downloadExport(): Promise<void> {
  const { blob, fileName } = await fetchFile('/admin/export', 'flame-kissed-export.zip');
  saveBlob(blob, fileName);
}
