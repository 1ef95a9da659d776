import { RESTAURANT_UPDATED_MESSAGE, type Restaurant, type RestaurantUpdate } from '@flame/shared';
import type { FieldValues, Path } from 'react-hook-form';
import { toast } from 'sonner';
import { useUpdateRestaurant } from '../../../api/restaurant';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, type ServerErrorTarget } from '../../../lib/form-errors';
import { useOwnedRestaurant } from './owned-restaurant';

/**
 * Saves changes to the owner's restaurant from any dashboard section: 'Restaurant updated successfully!' as a
 * toast, or the server's message as an error toast with its field errors put under the form's fields.
 */
export function useSaveRestaurant() {
  const mutation = useUpdateRestaurant(useOwnedRestaurant()._id);

  async function save<T extends FieldValues>(
    body: RestaurantUpdate,
    form?: ServerErrorTarget<T> & { fields: readonly Path<T>[] },
  ): Promise<Restaurant | null> {
    try {
      const updated = await mutation.mutateAsync(body);
      toast.success(RESTAURANT_UPDATED_MESSAGE);
      return updated;
    } catch (error) {
      if (form) applyServerFieldErrors(error, form, form.fields);
      toast.error(errorMessage(error, 'Failed to update the restaurant'));
      return null;
    }
  }

  return { save, saving: mutation.isPending };
}
