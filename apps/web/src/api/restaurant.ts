import type { Restaurant, RestaurantUpdate } from '@flame/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { invalidate } from './invalidate';
import { publicRestaurantKeys, queryKeys } from './query-keys';

/**
 * The site's restaurant: the first of `GET /api/restaurants`; the header, the footer, the public pages, the
 * order page's pickup address and the profile's dashboard link read it.
 */
export async function getRestaurant(api: ApiClient): Promise<Restaurant | null> {
  const list = await api.get<Restaurant[]>('/restaurants');
  return list[0] ?? null;
}

export const restaurantQueryKey = queryKeys.restaurant.all;

export const restaurantQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: restaurantQueryKey, queryFn: () => getRestaurant(api), staleTime: 5 * 60_000 });

export function useRestaurant() {
  return useQuery(restaurantQueryOptions(useApi()));
}

/** The id of the site's restaurant, for the admin dashboard link (read only when `enabled`). */
export function useRestaurantId(enabled: boolean) {
  return useQuery({
    ...restaurantQueryOptions(useApi()),
    select: (restaurant) => restaurant?._id ?? null,
    enabled,
  });
}

/** The query every admin section reads its restaurant from; invalidate it after changing the restaurant. */
export const ownedRestaurantQueryKey = queryKeys.admin.ownedRestaurant;

/** `POST /api/restaurants/owner/me`: the restaurant the signed-in owner runs. */
export function ownedRestaurantQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ownedRestaurantQueryKey,
    queryFn: async () => {
      const restaurants = await api.post<Restaurant[]>('/restaurants/owner/me');
      return restaurants[0] ?? null;
    },
  });
}

/** `PUT /api/restaurants/{id}`: only the changed fields; answers the updated restaurant. */
export function updateRestaurant(api: ApiClient, id: string, body: RestaurantUpdate): Promise<Restaurant> {
  return api.put<Restaurant>(`/restaurants/${encodeURIComponent(id)}`, body);
}

/**
 * After the owner changes the restaurant: the dashboard's copy takes the answer, and every public read of the
 * restaurant and its hours is refreshed, so the change shows.
 */
function useRestaurantChanged() {
  const queryClient = useQueryClient();
  return async (updated: Restaurant) => {
    queryClient.setQueryData(ownedRestaurantQueryKey, updated);
    await invalidate(queryClient, publicRestaurantKeys);
  };
}

/** Saves changes to the owner's restaurant (`id`). */
export function useUpdateRestaurant(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RestaurantUpdate) => updateRestaurant(api, id, body),
    onSuccess: useRestaurantChanged(),
  });
}

/**
 * `PUT /api/restaurants/{id}/pause` with `{ until }` (null: until resumed) and `DELETE` to resume: both answer
 * the restaurant, which every dashboard section and the public pages then read.
 */
export function useOrderingPause(restaurantId: string) {
  const api = useApi();
  const onSuccess = useRestaurantChanged();
  const path = `/restaurants/${encodeURIComponent(restaurantId)}/pause`;
  const pause = useMutation({
    mutationFn: (until: Date | null) =>
      api.put<Restaurant>(path, { until: until === null ? null : until.toISOString() }),
    onSuccess,
  });
  const resume = useMutation({ mutationFn: () => api.delete<Restaurant>(path), onSuccess });
  return { pause, resume, busy: pause.isPending || resume.isPending };
}

/** `POST /api/restaurants/{id}/images`: one image, stored as WebP on this site; answers its URL. */
export function uploadHeroImage(api: ApiClient, restaurantId: string, file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('image', file);
  return api.post<{ url: string }>(`/restaurants/${encodeURIComponent(restaurantId)}/images`, body);
}

export function useUploadHeroImage(restaurantId: string) {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadHeroImage(api, restaurantId, file) });
}
