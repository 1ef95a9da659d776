import type { ContactBody } from '@flame/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** `POST /api/restaurants/contact`: a visitor's message to the restaurant. */
export function sendContact(api: ApiClient, body: ContactBody): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/restaurants/contact', body);
}

export function useSendContact() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ContactBody) => sendContact(api, body) });
}
