import type { Inbox, InboxItem, InboxKind, InboxStatus } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';
import { inboxQueryKey } from '../../shell/inbox-count';

const inboxListQueryKey = [...inboxQueryKey, 'list'] as const;

/** `GET /api/admin/inbox`: catering requests and contact messages, newest first. */
export const inboxQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: inboxListQueryKey, queryFn: () => api.get<Inbox>('/admin/inbox') });

export function useInbox() {
  return useQuery({ ...inboxQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** `PATCH /api/admin/inbox/{kind}/{id}`: handled, or new again; the menu badge follows. */
export function useSetInboxStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status }: { kind: InboxKind; id: string; status: InboxStatus }) =>
      api.patch<InboxItem>(`/admin/inbox/${kind}/${encodeURIComponent(id)}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}
