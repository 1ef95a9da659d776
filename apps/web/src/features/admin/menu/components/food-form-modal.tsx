import { FOOD_CATEGORY_NAMES, FOOD_MESSAGES, SPICE_LEVEL_MAX, type Food } from '@flame/shared';
import { useId, useState } from 'react';
import { FormProvider, useController, type FieldPath } from 'react-hook-form';
import { useAppForm } from '../../../../lib/use-app-form';
import { toast } from 'sonner';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { InputField, SelectField } from '../../../../components/ui/field';
import { WholeNumberField } from '../../../../components/ui/input-field-presets';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormModal } from '../../ui/form-modal';
import { ImageField } from '../../ui/image-field';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import { useSaveFood } from '../../../../api/foods';
import { dishFormResolver, type DishForm, type DishFormValues } from '../dish-form-schema';
import { foodFormData, foodFormDefaults } from '../food-form-data';
import { AllergensField } from './allergens-field';
import { IngredientsField } from './ingredients-field';
import { OptionGroupsField } from './options/option-groups-field';
import { DescriptionField } from '../../ui/description-field';

const SERVER_FIELDS: readonly FieldPath<DishFormValues>[] = [
  'name',
  'description',
  'price',
  'category',
  'preparationTime',
  'spiceLevel',
  'discount',
  'isVegetarian',
  'isVegan',
  'isGlutenFree',
  'isAvailable',
  'ingredients',
  'allergens',
  'calories',
  'protein',
  'carbs',
  'fat',
  'optionGroups',
];

/** The first message of a field whose value is a list (its own, or one of its items'). */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const message = listError(item);
    if (message) return message;
  }
  return undefined;
}

/**
 * 'Add Item' and Edit: name, description, price (step 0.01), category,
 * image, preparation time, spice level 0 to 5, discount 0 to 100; ingredients, allergens (not known, none, or
 * which), nutrition per serving (blank when not known); Vegetarian, Vegan, Gluten free and Available Now; the
 * dish's option groups. Checked with the shared schema here and again on the server. Leaving the page with
 * unsaved changes asks first.
 */
export function FoodFormModal({
  food,
  restaurantId,
  onClose,
}: {
  /** The dish to edit, or null for a new one. */
  food: Food | null;
  restaurantId: string;
  onClose: () => void;
}) {
  const formId = useId();
  const save = useSaveFood();
  const [image, setImage] = useState<File | null>(null);
  const form = useAppForm<DishFormValues, unknown, DishForm>({
    resolver: dishFormResolver,
    defaultValues: foodFormDefaults(food),
  });
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    control,
    formState: { errors, isDirty },
  } = form;
  const ingredients = useController({ control, name: 'ingredients' });
  const allergens = useController({ control, name: 'allergens' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: food?._id,
        body: foodFormData(values, { restaurantId, image }),
      });
      toast.success(food ? FOOD_MESSAGES.updated : FOOD_MESSAGES.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, { setError, getFieldState }, SERVER_FIELDS);
      toast.error(FOOD_MESSAGES.saveFailed, { description: errorMessage(error) });
    }
  });

  return (
    <FormModal
      title={food ? `Edit ${food.name}` : 'Add Item'}
      formId={formId}
      submitLabel={food ? 'Save Changes' : 'Add Item'}
      busy={save.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <UnsavedChangesGuard dirty={isDirty && !save.isSuccess} what="this dish" />
      <FormProvider {...form}>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Name"
            error={errors.name?.message}
            required
            className="sm:col-span-2"
            autoComplete="off"
            {...register('name')}
          />
          <DescriptionField error={errors.description?.message} {...register('description')} rows={3} />
          <InputField
            label="Price ($)"
            error={errors.price?.message}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register('price')}
          />
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            {FOOD_CATEGORY_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <div className="sm:col-span-2">
            <ImageField
              label="Image"
              currentUrl={food?.images[0]}
              file={image}
              onFileChange={setImage}
              hint="JPEG, PNG, WebP or GIF, up to 5 MB."
              aspect="aspect-[4/3] w-full max-w-60"
            />
          </div>
          <WholeNumberField
            label="Preparation time (minutes)"
            error={errors.preparationTime?.message}
            min={1}
            {...register('preparationTime')}
          />
          <WholeNumberField
            label={`Spice level (0-${SPICE_LEVEL_MAX})`}
            error={errors.spiceLevel?.message}
            min={0}
            max={SPICE_LEVEL_MAX}
            {...register('spiceLevel')}
          />
          <WholeNumberField
            label="Discount (%)"
            error={errors.discount?.message}
            min={0}
            max={100}
            {...register('discount')}
          />
          <div className="sm:col-span-2">
            <IngredientsField
              value={ingredients.field.value as string[]}
              onChange={ingredients.field.onChange}
              error={listError(errors.ingredients)}
            />
          </div>
          <div className="sm:col-span-2">
            <AllergensField
              value={allergens.field.value as string[] | null}
              onChange={allergens.field.onChange}
              error={listError(errors.allergens)}
            />
          </div>
          <fieldset className="grid gap-4 rounded-xl p-4 ring-1 ring-cream-200 sm:col-span-2 sm:grid-cols-4">
            <legend className="px-1 text-sm font-semibold text-stone-900">Nutrition per serving</legend>
            <p className="text-sm text-stone-600 sm:col-span-4">
              Leave a value blank when you do not know it.
            </p>
            <WholeNumberField
              label="Calories (kcal)"
              error={errors.calories?.message}
              min={0}
              {...register('calories')}
            />
            {(['protein', 'carbs', 'fat'] as const).map((key) => (
              <InputField
                key={key}
                label={`${key[0]!.toUpperCase()}${key.slice(1)} (g)`}
                error={errors[key]?.message}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                {...register(key)}
              />
            ))}
          </fieldset>
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="sr-only">Diet and availability</legend>
            <CheckboxField inline label="Vegetarian" {...register('isVegetarian')} />
            <CheckboxField
              inline
              label="Vegan"
              {...register('isVegan')}
              aria-invalid={errors.isVegan ? true : undefined}
              aria-describedby={errors.isVegan ? `${formId}-vegan-error` : undefined}
            />
            <CheckboxField inline label="Gluten free" {...register('isGlutenFree')} />
            <CheckboxField inline label="Available Now" {...register('isAvailable')} />
            {errors.isVegan && (
              <p id={`${formId}-vegan-error`} className="text-sm font-medium text-red-700 sm:col-span-2">
                {errors.isVegan.message}
              </p>
            )}
          </fieldset>
          <div className="sm:col-span-2">
            <OptionGroupsField />
          </div>
        </form>
      </FormProvider>
    </FormModal>
  );
}
