import type { Order, ReviewBody, ReviewSummary } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** The customers' reviews of the restaurant: `GET /api/restaurants/reviews`. */
export const reviewsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.reviews,
    queryFn: () => api.get<ReviewSummary>('/restaurants/reviews'),
    staleTime: 60_000,
  });

/** A failure from the server render stays on screen with its 'Try Again' rather than flashing a skeleton. */
export function useReviews() {
  return useQuery({ ...reviewsQueryOptions(useApi()), retryOnMount: false });
}

/** `POST /api/orders/{id}/review`: one review of a picked-up order. */
export function addReview(api: ApiClient, id: string, body: ReviewBody): Promise<Order> {
  return api.post<Order>(`/orders/${encodeURIComponent(id)}/review`, body);
}

/**
 * After a review (the reviewed order itself takes the answer): the customer's orders, and the restaurant's
 * rating and reviews (home page, about page), which now include it.
 */
export const reviewAddedInvalidates = [
  queryKeys.orders.lists,
  queryKeys.restaurant.all,
  queryKeys.reviews,
] as const;

export function useAddReview(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => addReview(api, id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(id), order);
      void invalidate(queryClient, reviewAddedInvalidates);
    },
  });
}
