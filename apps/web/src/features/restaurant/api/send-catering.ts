import type { CateringBody } from '@flame/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** `POST /api/restaurants/catering`: a catering request. */
export function sendCatering(api: ApiClient, body: CateringBody): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('/restaurants/catering', body);
}

export function useSendCatering() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CateringBody) => sendCatering(api, body) });
}
