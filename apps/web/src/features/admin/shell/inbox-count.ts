import type { InboxCount } from '@flame/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';

/** Every inbox query starts with this key: invalidate it after changing a message. */
export const inboxQueryKey = ['admin', 'inbox'] as const;

/** `GET /api/admin/inbox/count`: the new catering requests and contact messages (the Inbox menu badge). */
export function inboxCountQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...inboxQueryKey, 'count'],
    queryFn: () => api.get<InboxCount>('/admin/inbox/count'),
    staleTime: 60_000,
  });
}
