import { guestsFileName, type Guest, type GuestDetail, type GuestUpdate } from '@flame/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { queryKeys } from './query-keys';
import { fetchFile, saveBlob } from './reports';

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

/**
 * `DELETE /api/guests/{id}/personal-data`: erases the guest's personal data everywhere. The guest is gone from
 * the book afterwards, so the guest's page is not read again; the lists are.
 */
export function useEraseGuest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${guestUrl(id)}/personal-data`),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: queryKeys.admin.guests.detail(id) }),
    onSettled: () => invalidate(queryClient, [queryKeys.admin.guests.lists]),
  });
}

/** `GET /api/guests?format=csv`: the guests the search finds, downloaded as the file the server names. */
export async function downloadGuestsCsv(query: string, today: string): Promise<void> {
  const { blob, fileName } = await fetchFile(
    `/guests?format=csv&query=${encodeURIComponent(query)}`,
    guestsFileName(today),
  );
  saveBlob(blob, fileName);
}
