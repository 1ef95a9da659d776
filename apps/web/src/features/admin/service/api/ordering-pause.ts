import type { Restaurant } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../lib/api-context';
import { ownedRestaurantQueryKey, useOwnedRestaurant } from '../../shell/owned-restaurant';
import { PUBLIC_RESTAURANT_QUERY_KEYS } from '../../shell/update-restaurant';

/**
 * `PUT /api/restaurants/{id}/pause` with `{ until }` (null: until resumed) and `DELETE` to resume: both answer
 * the restaurant, which every dashboard section and the public pages then read.
 */
export function useOrderingPause() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { _id } = useOwnedRestaurant();
  const path = `/restaurants/${encodeURIComponent(_id)}/pause`;
  const onSuccess = async (updated: Restaurant) => {
    queryClient.setQueryData(ownedRestaurantQueryKey, updated);
    await Promise.all(
      PUBLIC_RESTAURANT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
  const pause = useMutation({
    mutationFn: (until: Date | null) =>
      api.put<Restaurant>(path, { until: until === null ? null : until.toISOString() }),
    onSuccess,
  });
  const resume = useMutation({ mutationFn: () => api.delete<Restaurant>(path), onSuccess });
  return { pause, resume, busy: pause.isPending || resume.isPending };
}
