import { categoryNameOf, DEFAULT_PREPARATION_MINUTES, type Food } from '@flame/shared';
import type { DishForm, DishFormValues } from './dish-form-schema';
import { optionGroupValues } from './option-group-values';

/**
 * The form's starting values: the dish's, or a new dish's defaults (Appetizers, price 0, 15 minutes, spice 0,
 * no option groups).
 */
export function foodFormDefaults(food: Food | null): DishFormValues {
  return {
    name: food?.name ?? '',
    description: food?.description ?? '',
    price: String(food?.price ?? 0),
    category: food?.category ?? 'Appetizers',
    preparationTime: String(food?.preparationTime ?? DEFAULT_PREPARATION_MINUTES),
    spiceLevel: String(food?.spiceLevel ?? 0),
    discount: String(food?.discount ?? 0),
    isVegetarian: food?.isVegetarian ?? false,
    isVegan: food?.isVegan ?? false,
    isGlutenFree: food?.isGlutenFree ?? false,
    isAvailable: food?.isAvailable ?? true,
    ingredients: food?.ingredients ?? [],
    allergens: food ? food.allergens : null,
    calories: numberText(food?.nutritionInfo.calories),
    protein: numberText(food?.nutritionInfo.protein),
    carbs: numberText(food?.nutritionInfo.carbs),
    fat: numberText(food?.nutritionInfo.fat),
    optionGroups: optionGroupValues(food?.optionGroups ?? []),
  };
}

/** A number as its input's text; blank when not known. */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The multipart body of `POST /api/food` and `PUT /api/food/{id}`: the lists as JSON text
 * (allergens 'null' when not known, '[]' for none), a nutrition value not known as blank. The option groups
 * go every time, in the form's order, with the ids of those that exist: they replace the dish's groups.
 */
export function foodFormData(
  values: DishForm,
  { restaurantId, image }: { restaurantId: string; image: File | null },
): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('description', values.description);
  body.append('price', values.price.toFixed(2));
  body.append('category', categoryNameOf(values.category) ?? values.category);
  body.append('isAvailable', String(values.isAvailable));
  body.append('isVegetarian', String(values.isVegetarian));
  body.append('isVegan', String(values.isVegan));
  body.append('isGlutenFree', String(values.isGlutenFree));
  body.append('spiceLevel', String(values.spiceLevel));
  body.append('preparationTime', String(values.preparationTime));
  body.append('discount', String(values.discount));
  body.append('ingredients', JSON.stringify(values.ingredients));
  body.append('allergens', JSON.stringify(values.allergens));
  for (const key of ['calories', 'protein', 'carbs', 'fat'] as const)
    body.append(key, numberText(values[key]));
  body.append('optionGroups', JSON.stringify(values.optionGroups));
  body.append('restaurant', restaurantId);
  if (image) body.append('image', image);
  return body;
}
