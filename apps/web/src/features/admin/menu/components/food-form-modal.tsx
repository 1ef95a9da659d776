import { zodResolver } from '../../../../lib/zod-resolver';
import {
  FOOD_CATEGORY_NAMES,
  FOOD_MESSAGES,
  foodFormSchema,
  SPICE_LEVEL_MAX,
  type Food,
  type FoodForm,
  type FoodFormInput,
} from '@flame/shared';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, fieldControlClass, InputField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormModal } from '../../shell/form-modal';
import { ImageField } from '../../shell/image-field';
import { useSaveFood } from '../api/food-mutations';
import { foodFormData, foodFormDefaults } from '../food-form-data';

const SERVER_FIELDS: readonly FieldPath<FoodFormInput>[] = [
  'name',
  'description',
  'price',
  'category',
  'preparationTime',
  'spiceLevel',
  'discount',
  'isVegetarian',
  'isAvailable',
];

const checkboxClass = 'size-5 rounded border-stone-400 accent-brand-600';

/**
 * 'Add Item' and Edit (spec section 5, 'Food form (admin)'): name, description, price (step 0.01), category,
 * image, preparation time, spice level 0 to 5, discount 0 to 100, Vegetarian and Available Now. Checked with the
 * shared schema here and again on the server.
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FoodFormInput, unknown, FoodForm>({
    resolver: zodResolver(foodFormSchema),
    defaultValues: foodFormDefaults(food),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: food?._id,
        body: foodFormData(values, { food, restaurantId, image }),
      });
      toast.success(food ? FOOD_MESSAGES.updated : FOOD_MESSAGES.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, SERVER_FIELDS);
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
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Name"
          error={errors.name?.message}
          required
          className="sm:col-span-2"
          autoComplete="off"
          {...register('name')}
        />
        <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
          {(props) => (
            <textarea {...props} {...register('description')} rows={3} className={fieldControlClass} />
          )}
        </Field>
        <InputField
          label="Price ($)"
          error={errors.price?.message}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...register('price')}
        />
        <Field label="Category" error={errors.category?.message}>
          {(props) => (
            <select {...props} {...register('category')} className={fieldControlClass}>
              {FOOD_CATEGORY_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        <InputField
          label="Preparation time (minutes)"
          error={errors.preparationTime?.message}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register('preparationTime')}
        />
        <InputField
          label={`Spice level (0-${SPICE_LEVEL_MAX})`}
          error={errors.spiceLevel?.message}
          type="number"
          inputMode="numeric"
          min={0}
          max={SPICE_LEVEL_MAX}
          step={1}
          {...register('spiceLevel')}
        />
        <InputField
          label="Discount (%)"
          error={errors.discount?.message}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          {...register('discount')}
        />
        <fieldset className="flex flex-col justify-end gap-3 sm:pb-1">
          <legend className="sr-only">Options</legend>
          <label className="inline-flex items-center gap-2.5 text-sm font-medium text-stone-800">
            <input type="checkbox" {...register('isVegetarian')} className={checkboxClass} />
            Vegetarian
          </label>
          <label className="inline-flex items-center gap-2.5 text-sm font-medium text-stone-800">
            <input type="checkbox" {...register('isAvailable')} className={checkboxClass} />
            Available Now
          </label>
        </fieldset>
      </form>
    </FormModal>
  );
}
