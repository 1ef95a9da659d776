import type { CancelLinkView } from '@flame/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

const cancelLinkKey = (token: string) => ['reservations', 'cancel-link', token] as const;

/** `GET /api/reservations/cancel?token=`: the booking the emailed link names (changes nothing). */
export function useCancelLinkView(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: cancelLinkKey(token),
    queryFn: () => api.get<CancelLinkView>(`/reservations/cancel?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
  });
}

/** `POST /api/reservations/cancel`: cancels it. */
export function useCancelByLink(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post<CancelLinkView>('/reservations/cancel', { token }),
  });
}
