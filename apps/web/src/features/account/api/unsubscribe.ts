import type { UnsubscribeView } from '@flame/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

/** `GET /api/unsubscribe?token=`: whose reminders the emailed link turns off (changes nothing). */
export function useUnsubscribeView(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => api.get<UnsubscribeView>(`/unsubscribe?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
  });
}

/** `POST /api/unsubscribe`: turns them off. */
export function useUnsubscribe(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post<UnsubscribeView>('/unsubscribe', { token }) });
}
