import type { Guest, GuestDetail, GuestUpdate } from '@flame/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { queryKeys } from './query-keys';

const guestUrl = (id: string) => `/guests/${encodeURIComponent(id)}`;

/** `GET /api/guests?query=`: the guests a search finds; the last answer stays on screen while the next loads. */
export function useGuests(query: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.admin.guests.list(query),
    queryFn: () => api.get<Guest[]>(`/guests?query=${encodeURIComponent(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/guests/{id}`: the guest and the history of their orders, bookings and messages. */
export function useGuest(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.admin.guests.detail(id ?? ''),
    queryFn: () => api.get<GuestDetail>(guestUrl(id!)),
    enabled: id !== null,
  });
}

/** `PATCH /api/guests/{id}`: keeps the owner's notes and tags; the list and the guest's page read them again. */
export function useUpdateGuest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GuestUpdate }) => api.patch<Guest>(guestUrl(id), body),
    onSettled: () => invalidate(queryClient, [queryKeys.admin.guests.all]),
  });
}
