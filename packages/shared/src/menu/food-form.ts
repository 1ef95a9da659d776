import { z } from 'zod';
import { categoryIdOf, type FoodCategoryId } from './categories';
import { DEFAULT_PREPARATION_MINUTES, SPICE_LEVEL_MAX } from '../common/constants';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';
import {
  booleanField,
  jsonField,
  nullableNumberField,
  numberField,
  requiredTextField,
} from '../common/form-fields';

export const FOOD_NAME_MAX = 120;
export const FOOD_DESCRIPTION_MAX = 2000;
export const FOOD_PRICE_MAX = 10_000;
export const PREPARATION_MINUTES_MAX = 240;

export const INGREDIENT_MAX = 60;
export const INGREDIENTS_MAX = 40;
export const CALORIES_MAX = 5000;
export const NUTRIENT_GRAMS_MAX = 1000;

/**
 * The allergens a dish can be marked with. A dish's allergens are a list of these, an empty list when the owner
 * confirmed it contains none of them, or null when nobody has said (never shown as 'none').
 */
export const COMMON_ALLERGENS = [
  'Dairy',
  'Egg',
  'Gluten',
  'Peanuts',
  'Tree nuts',
  'Soy',
  'Sesame',
  'Mustard',
  'Fish',
  'Shellfish',
  'Celery',
  'Sulphites',
] as const;
export type Allergen = (typeof COMMON_ALLERGENS)[number];

const INGREDIENTS_MESSAGE = `Ingredients must be a list of at most ${INGREDIENTS_MAX} names of up to ${INGREDIENT_MAX} characters`;
const ALLERGENS_MESSAGE = `Allergens must be a list of: ${COMMON_ALLERGENS.join(', ')}; an empty list for none, or null when not known`;
const CALORIES_MESSAGE = `Calories must be a whole number from 0 to ${CALORIES_MAX}`;
const gramsMessage = (label: string) => `${label} must be grams from 0 to ${NUTRIENT_GRAMS_MAX}`;
const grams = (label: string) =>
  nullableNumberField(
    z
      .number({ error: gramsMessage(label) })
      .min(0, gramsMessage(label))
      .max(NUTRIENT_GRAMS_MAX, gramsMessage(label)),
  );

const PRICE_MESSAGE = `Price must be an amount in dollars from 0 to ${FOOD_PRICE_MAX}`;
const SPICE_MESSAGE = `Spice level must be a whole number from 0 to ${SPICE_LEVEL_MAX}`;
const DISCOUNT_MESSAGE = 'Discount must be a whole percentage from 0 to 100';
const PREPARATION_MESSAGE = `Preparation time must be a whole number of minutes from 1 to ${PREPARATION_MINUTES_MAX}`;
const CATEGORY_MESSAGE = 'Please choose a category';

/** Whole cents only: 12.5 and 12.50 are fine, 12.505 is not. */
const hasAtMostTwoDecimals = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

const fields = {
  name: requiredTextField('Name', FOOD_NAME_MAX, 'Please give the dish a name'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(FOOD_DESCRIPTION_MAX, `Description must be at most ${FOOD_DESCRIPTION_MAX} characters`),
  price: numberField(
    z
      .number({ error: PRICE_MESSAGE })
      .min(0, PRICE_MESSAGE)
      .max(FOOD_PRICE_MAX, PRICE_MESSAGE)
      .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals'),
  ),
  /** Sent by its display name or its id; always the id once parsed. */
  category: z.string({ error: CATEGORY_MESSAGE }).transform((value, context): FoodCategoryId => {
    const id = categoryIdOf(value.trim());
    if (!id) {
      context.addIssue({ code: 'custom', message: CATEGORY_MESSAGE });
      return z.NEVER;
    }
    return id;
  }),
  isAvailable: booleanField('Available'),
  isVegetarian: booleanField('Vegetarian'),
  isVegan: booleanField('Vegan'),
  isGlutenFree: booleanField('Gluten free'),
  spiceLevel: numberField(
    z
      .number({ error: SPICE_MESSAGE })
      .int(SPICE_MESSAGE)
      .min(0, SPICE_MESSAGE)
      .max(SPICE_LEVEL_MAX, SPICE_MESSAGE),
  ),
  preparationTime: numberField(
    z
      .number({ error: PREPARATION_MESSAGE })
      .int(PREPARATION_MESSAGE)
      .min(1, PREPARATION_MESSAGE)
      .max(PREPARATION_MINUTES_MAX, PREPARATION_MESSAGE),
  ),
  discount: numberField(
    z
      .number({ error: DISCOUNT_MESSAGE })
      .int(DISCOUNT_MESSAGE)
      .min(0, DISCOUNT_MESSAGE)
      .max(100, DISCOUNT_MESSAGE),
  ),
  /** Multipart: a JSON list of names, e.g. '["Paneer","Yogurt"]'. */
  ingredients: jsonField(
    z
      .array(
        z
          .string({ error: INGREDIENTS_MESSAGE })
          .trim()
          .min(1, INGREDIENTS_MESSAGE)
          .max(INGREDIENT_MAX, INGREDIENTS_MESSAGE)
          .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('An ingredient')),
        { error: INGREDIENTS_MESSAGE },
      )
      .max(INGREDIENTS_MAX, INGREDIENTS_MESSAGE),
  ),
  /** Multipart: JSON, '["Dairy"]' for what it contains, '[]' for none of them, 'null' when not known. */
  allergens: jsonField(
    z
      .array(z.enum(COMMON_ALLERGENS, { error: ALLERGENS_MESSAGE }), { error: ALLERGENS_MESSAGE })
      .refine((list) => new Set(list).size === list.length, 'Give each allergen once')
      .nullable(),
  ),
  /** Per serving; blank when not known. */
  calories: nullableNumberField(
    z
      .number({ error: CALORIES_MESSAGE })
      .int(CALORIES_MESSAGE)
      .min(0, CALORIES_MESSAGE)
      .max(CALORIES_MAX, CALORIES_MESSAGE),
  ),
  protein: grams('Protein'),
  carbs: grams('Carbs'),
  fat: grams('Fat'),
  /** The restaurant the dish belongs to; when sent it must be the caller's own. */
  restaurant: z.string().trim().max(64).optional(),
};

const VEGAN_MESSAGE = 'A vegan dish is vegetarian too';

/**
 * The admin food form, for `POST /api/food` (multipart beside an optional `image`
 * file) and the dashboard's form. Defaults: category Appetizers, price 0, preparation time 15, spice level 0;
 * no ingredients, allergens and nutrition not known (null).
 */
export const foodFormSchema = z
  .object({
    ...fields,
    description: fields.description.default(''),
    price: fields.price.default(0),
    category: fields.category.default('appetizers'),
    isAvailable: fields.isAvailable.default(true),
    isVegetarian: fields.isVegetarian.default(false),
    isVegan: fields.isVegan.default(false),
    isGlutenFree: fields.isGlutenFree.default(false),
    spiceLevel: fields.spiceLevel.default(0),
    preparationTime: fields.preparationTime.default(DEFAULT_PREPARATION_MINUTES),
    discount: fields.discount.default(0),
    ingredients: fields.ingredients.default([]),
    allergens: fields.allergens.default(null),
    calories: fields.calories.default(null),
    protein: fields.protein.default(null),
    carbs: fields.carbs.default(null),
    fat: fields.fat.default(null),
  })
  .refine((food) => !food.isVegan || food.isVegetarian, { message: VEGAN_MESSAGE, path: ['isVegan'] });
export type FoodFormInput = z.input<typeof foodFormSchema>;
export type FoodForm = z.output<typeof foodFormSchema>;

/** `PUT /api/food/{id}`: the same fields, each optional; what is not sent keeps its value. */
export const foodUpdateFormSchema = z
  .object(fields)
  .partial()
  .refine((food) => !(food.isVegan === true && food.isVegetarian === false), {
    message: VEGAN_MESSAGE,
    path: ['isVegan'],
  });
export type FoodUpdateForm = z.output<typeof foodUpdateFormSchema>;

/**
 * `PATCH /api/food/{id}/availability`: `{ isAvailable }` shows (true) or hides (false) the dish, and setting it
 * twice is harmless; no body at all toggles it.
 */
export const foodAvailabilityBodySchema = z
  .object({ isAvailable: z.boolean({ error: 'isAvailable must be true or false' }) })
  .nullish();
export type FoodAvailabilityBody = z.infer<typeof foodAvailabilityBodySchema>;

/** `PATCH /api/food/{id}/sold-out`: true marks the dish sold out until the next opening, false brings it back. */
export const foodSoldOutBodySchema = z.object({
  soldOut: z.boolean({ error: 'soldOut must be true or false' }),
});
export type FoodSoldOutBody = z.infer<typeof foodSoldOutBodySchema>;
