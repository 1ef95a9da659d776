import {
  categoryNameOf,
  DEFAULT_PREPARATION_MINUTES,
  type Food,
  type FoodForm,
  type FoodFormInput,
} from '@flame/shared';

/** The form's starting values: the dish's, or the spec's defaults (Appetizers, price 0, 15 minutes, spice 0). */
export function foodFormDefaults(food: Food | null): FoodFormInput {
  return {
    name: food?.name ?? '',
    description: food?.description ?? '',
    price: String(food?.price ?? 0),
    category: food?.category ?? 'Appetizers',
    preparationTime: String(food?.preparationTime ?? DEFAULT_PREPARATION_MINUTES),
    spiceLevel: String(food?.spiceLevel ?? 0),
    discount: String(food?.discount ?? 0),
    isVegetarian: food?.isVegetarian ?? false,
    isAvailable: food?.isAvailable ?? true,
  };
}

/**
 * The multipart body of `POST /api/food` and `PUT /api/food/{id}` (spec section 7). The form edits only the spec's
 * fields; Vegan and Gluten free keep the dish's values (a dish that stops being vegetarian stops being vegan).
 */
export function foodFormData(
  values: FoodForm,
  { food, restaurantId, image }: { food: Food | null; restaurantId: string; image: File | null },
): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('description', values.description);
  body.append('price', values.price.toFixed(2));
  body.append('category', categoryNameOf(values.category) ?? values.category);
  body.append('isAvailable', String(values.isAvailable));
  body.append('isVegetarian', String(values.isVegetarian));
  body.append('isVegan', String(values.isVegetarian && (food?.isVegan ?? false)));
  body.append('isGlutenFree', String(food?.isGlutenFree ?? false));
  body.append('spiceLevel', String(values.spiceLevel));
  body.append('preparationTime', String(values.preparationTime));
  body.append('discount', String(values.discount));
  body.append('restaurant', restaurantId);
  if (image) body.append('image', image);
  return body;
}
