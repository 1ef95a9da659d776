import type { Order, ReviewBody } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

/** `POST /api/orders/{id}/review`: one review of a picked-up order. */
export function addReview(api: ApiClient, id: string, body: ReviewBody): Promise<Order> {
  return api.post<Order>(`/orders/${encodeURIComponent(id)}/review`, body);
}

export function useAddReview(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => addReview(api, id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
      // The restaurant's rating and reviews (home page, about page) now include this one.
      void queryClient.invalidateQueries({ queryKey: ['restaurant'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
