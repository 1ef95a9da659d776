import type {
  CateringBody,
  ContactBody,
  Inbox,
  InboxCount,
  InboxItem,
  InboxKind,
  InboxStatus,
} from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** `POST /api/restaurants/catering`: a catering request, which lands in the owner's inbox. */
export function sendCatering(api: ApiClient, body: CateringBody): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/restaurants/catering', body);
}

export function useSendCatering() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CateringBody) => sendCatering(api, body) });
}

/** `POST /api/restaurants/contact`: a visitor's message to the restaurant, which lands in the owner's inbox. */
export function sendContact(api: ApiClient, body: ContactBody): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/restaurants/contact', body);
}

export function useSendContact() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ContactBody) => sendContact(api, body) });
}

/** After a message changes (handled, new again, or a live event): the list and the menu badge. */
export const messageChangeInvalidates = [queryKeys.admin.inbox.all] as const;

/** `GET /api/admin/inbox/count`: the new catering requests and contact messages (the Inbox menu badge). */
export function inboxCountQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.inbox.count,
    queryFn: () => api.get<InboxCount>('/admin/inbox/count'),
    staleTime: 60_000,
  });
}

/** `GET /api/admin/inbox`: catering requests and contact messages, newest first. */
export const inboxQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.admin.inbox.list, queryFn: () => api.get<Inbox>('/admin/inbox') });

export function useInbox() {
  return useQuery({ ...inboxQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** `PATCH /api/admin/inbox/{kind}/{id}`: handled, or new again; the list and the menu badge follow. */
export function useSetInboxStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status }: { kind: InboxKind; id: string; status: InboxStatus }) =>
      api.patch<InboxItem>(`/admin/inbox/${kind}/${encodeURIComponent(id)}`, { status }),
    onSettled: () => invalidate(queryClient, messageChangeInvalidates),
  });
}
