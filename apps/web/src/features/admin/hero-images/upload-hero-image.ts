import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useOwnedRestaurant } from '../shell/owned-restaurant';

/** `POST /api/restaurants/{id}/images`: one image, stored as WebP on this site; answers its URL. */
export function uploadHeroImage(api: ApiClient, restaurantId: string, file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('image', file);
  return api.post<{ url: string }>(`/restaurants/${encodeURIComponent(restaurantId)}/images`, body);
}

export function useUploadHeroImage() {
  const api = useApi();
  const restaurant = useOwnedRestaurant();
  return useMutation({ mutationFn: (file: File) => uploadHeroImage(api, restaurant._id, file) });
}
