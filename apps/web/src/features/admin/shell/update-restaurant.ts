import { RESTAURANT_UPDATED_MESSAGE, type Restaurant, type RestaurantUpdate } from '@flame/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { ownedRestaurantQueryKey, useOwnedRestaurant } from './owned-restaurant';

/**
 * The public site's queries that read the restaurant (header, footer, home, about, contact, the hours that
 * pickups and bookings are offered in): refreshed after the owner changes it, so the change shows.
 */
export const PUBLIC_RESTAURANT_QUERY_KEYS = [['restaurant'], ['booking-hours'], ['orders', 'pickup-hours']] as const;

/** `PUT /api/restaurants/{id}`: only the changed fields; answers the updated restaurant. */
export function updateRestaurant(api: ApiClient, id: string, body: RestaurantUpdate): Promise<Restaurant> {
  return api.put<Restaurant>(`/restaurants/${encodeURIComponent(id)}`, body);
}

/**
 * Saves changes to the owner's restaurant from any dashboard section: 'Restaurant updated successfully!' as a
 * toast, or the server's message as an error toast with its field errors put under the form's fields.
 */
export function useSaveRestaurant() {
  const api = useApi();
  const queryClient = useQueryClient();
  const restaurant = useOwnedRestaurant();
  const mutation = useMutation({
    mutationFn: (body: RestaurantUpdate) => updateRestaurant(api, restaurant._id, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(ownedRestaurantQueryKey, updated);
      await Promise.all(
        PUBLIC_RESTAURANT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });

  async function save<T extends FieldValues>(
    body: RestaurantUpdate,
    form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
  ): Promise<Restaurant | null> {
    try {
      const updated = await mutation.mutateAsync(body);
      toast.success(RESTAURANT_UPDATED_MESSAGE);
      return updated;
    } catch (error) {
      if (form) applyServerFieldErrors(error, form.setError, form.fields);
      toast.error(errorMessage(error, 'Failed to update the restaurant'));
      return null;
    }
  }

  return { save, saving: mutation.isPending };
}
