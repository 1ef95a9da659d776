import type { ReviewSummary } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** The customers' reviews of the restaurant: `GET /api/restaurants/reviews`. */
export const reviewsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['reviews'],
    queryFn: () => api.get<ReviewSummary>('/restaurants/reviews'),
    staleTime: 60_000,
  });

/** A failure from the server render stays on screen with its 'Try Again' rather than flashing a skeleton. */
export function useReviews() {
  return useQuery({ ...reviewsQueryOptions(useApi()), retryOnMount: false });
}
