import type { JoinWaitlistBody, WaitlistChange, WaitlistEntry, WaitlistGuestView } from '@flame/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../lib/api-context';
import { openLiveStream, type LiveState } from '../lib/live-stream';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** `GET /api/waitlist`: today's line, waiting and notified guests in the order they joined (owner). */
export function useWaitlist() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.admin.waitlist,
    queryFn: () => api.get<WaitlistEntry[]>('/waitlist'),
  });
}

/** `POST /api/waitlist`: the host adds a walk-in. */
export function useJoinWaitlist() {
  const api = useApi();
  const refresh = useInvalidate([queryKeys.admin.waitlist]);
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) => api.post<WaitlistEntry>('/waitlist', body),
    onSettled: refresh,
  });
}

/** `PATCH /api/waitlist/{id}`: Notify, Seated or Left. */
export function useChangeWaitlistEntry() {
  const api = useApi();
  const refresh = useInvalidate([queryKeys.admin.waitlist]);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: WaitlistChange }) =>
      api.patch<WaitlistEntry>(`/waitlist/${encodeURIComponent(id)}`, { status }),
    onSettled: refresh,
  });
}

const linkQuery = (token: string) => `token=${encodeURIComponent(token)}`;

/**
 * The guest's entry by their signed link, kept live by its public stream (`GET /api/waitlist/link/events`):
 * every view the stream sends replaces the one shown, so 'Your table is ready' appears without a reload.
 */
export function useWaitlistGuestView(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveState>('connecting');
  const query = useQuery({
    queryKey: queryKeys.waitlistLink(token),
    queryFn: () => api.get<WaitlistGuestView>(`/waitlist/link?${linkQuery(token)}`),
    enabled: token.length > 0,
    retry: false,
  });
  const opened = query.isSuccess;

  useEffect(() => {
    if (!opened) return;
    const show = (data: unknown) => queryClient.setQueryData(queryKeys.waitlistLink(token), data);
    return openLiveStream({
      url: () => `/api/waitlist/link/events?${linkQuery(token)}`,
      onState: setLive,
      on: { ready: show, entry: show },
    });
  }, [opened, queryClient, token]);

  return { ...query, live };
}
