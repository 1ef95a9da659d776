import type { Restaurant, RestaurantUpdate } from '@flame/shared';
import type { DefaultValues, FieldValues, Path, Resolver, SubmitHandler } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useAppForm } from '../../../lib/use-app-form';
import { useSaveRestaurant } from '../shell/update-restaurant';

/**
 * The form of one dashboard section of the restaurant (details, hours, address, ...): filled from the restaurant,
 * saved with `saveSection`, which puts the server's field errors under `fields` and, once saved, starts the form
 * again from the restaurant the server answered with. `saveChecked(schema, body)` first checks the body with the
 * rules the server applies and puts each broken rule under its field (the first one focused) instead of saving.
 * `cardProps(onValid)` wires the section's `FormCard`.
 */
export function useRestaurantSectionForm<T extends FieldValues>({
  restaurant,
  valuesOf,
  fields,
  resolver,
}: {
  restaurant: Restaurant;
  valuesOf: (restaurant: Restaurant) => T;
  fields: readonly Path<T>[];
  resolver?: Resolver<T>;
}) {
  const { save, saving } = useSaveRestaurant();
  const form = useAppForm<T>({ resolver, defaultValues: valuesOf(restaurant) as DefaultValues<T> });
  const { handleSubmit, reset, setError, getFieldState } = form;

  const saveSection = async (body: RestaurantUpdate): Promise<Restaurant | null> => {
    const updated = await save(body, { setError, getFieldState, fields });
    if (updated) reset(valuesOf(updated));
    return updated;
  };

  const saveChecked = async (
    schema: ZodType<RestaurantUpdate>,
    body: unknown,
  ): Promise<Restaurant | null> => {
    const checked = schema.safeParse(body);
    if (checked.success) return saveSection(checked.data);
    checked.error.issues.forEach((issue, index) => {
      const field = issue.path[0] as Path<T>;
      setError(field, { type: 'rule', message: issue.message }, { shouldFocus: index === 0 });
    });
    return null;
  };

  const cardProps = (onValid: SubmitHandler<T>) => ({
    onSubmit: handleSubmit(onValid),
    saving,
    dirty: form.formState.isDirty,
  });

  return { form, saving, saveSection, saveChecked, cardProps };
}
