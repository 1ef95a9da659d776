import type {
  MailPreferences,
  MailPreferencesBody,
  MarketingOptOutView,
  UnsubscribeView,
} from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useAuth } from '../lib/auth/auth-context';
import { queryKeys } from './query-keys';

/** `GET /api/users/mail-preferences`: whether the signed-in customer gets booking reminders. */
export const getMailPreferences = (api: ApiClient) => api.get<MailPreferences>('/users/mail-preferences');
/** `PUT /api/users/mail-preferences`. */
export const saveMailPreferences = (api: ApiClient, body: MailPreferencesBody) =>
  api.put<MailPreferences>('/users/mail-preferences', body);

export const mailPreferencesQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({ queryKey: queryKeys.mailPreferences(userId), queryFn: () => getMailPreferences(api) });

export function useMailPreferences() {
  const { user } = useAuth();
  return useQuery({ ...mailPreferencesQueryOptions(useApi(), user?._id ?? ''), enabled: user !== null });
}

/** Saves the preferences; the answer replaces the cached ones. */
export function useSaveMailPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: MailPreferencesBody) => saveMailPreferences(api, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(mailPreferencesQueryOptions(api, user?._id ?? '').queryKey, saved),
  });
}

/** `GET /api/unsubscribe?token=`: whose reminders the emailed link turns off (changes nothing). */
export function useUnsubscribeView(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => api.get<UnsubscribeView>(`/unsubscribe?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
  });
}

/** `POST /api/unsubscribe`: turns the emailed link's reminders off. */
export function useUnsubscribe(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post<UnsubscribeView>('/unsubscribe', { token }) });
}

/** `POST /api/marketing-consent/withdraw`: withdraws the footer link's address from offers and news. */
export function useMarketingOptOut(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post<MarketingOptOutView>('/marketing-consent/withdraw', { token }),
  });
}
