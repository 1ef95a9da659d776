import type { MailSettings, MailStatus } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/** `GET /api/admin/mail`: how email leaves, what waits, what failed recently. */
export const mailStatusQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.admin.mail, queryFn: () => api.get<MailStatus>('/admin/mail') });

export function useMailStatus() {
  return useQuery({ ...mailStatusQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** `POST /api/admin/mail/{id}/resend`: a failed message is queued again; the list follows. */
export function useResendMail() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/admin/mail/${encodeURIComponent(id)}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.mail }),
  });
}

/** `PUT /api/admin/mail/settings`: the reminder's hours and the new-order copy; the status follows. */
export function useSaveMailSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettings) => api.put<MailSettings>('/admin/mail/settings', settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.mail }),
  });
}
