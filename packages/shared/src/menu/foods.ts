import { z } from 'zod';
import { optionGroupSchema } from './dish-options';

export const nutritionSchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});

/** A dish as the API shows it. Prices in dollars with 2 decimals. */
export const foodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** price × (1 − discount/100), rounded to the cent: what the customer pays. */
  discountedPrice: z.number(),
  /** Display name, e.g. 'Momos and Noodles'. */
  category: z.string(),
  /** Anchor id, e.g. 'momos-and-noodles' (`/menu#momos-and-noodles`). */
  categoryId: z.string(),
  images: z.array(z.string()),
  isAvailable: z.boolean(),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  isGlutenFree: z.boolean(),
  spiceLevel: z.number(),
  preparationTime: z.number(),
  discount: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  ingredients: z.array(z.string()),
  /** What it contains; [] when the owner confirmed none of the common allergens; null when not known. */
  allergens: z.array(z.string()).nullable(),
  nutritionInfo: nutritionSchema,
  restaurant: z.string(),
  /** While the dish is sold out today: when it comes back (the restaurant's next opening, ISO); else null. */
  soldOutUntil: z.string().nullable(),
  /** Spice level, size, add-ons: what the customer chooses with the dish, in the owner's order. */
  optionGroups: z.array(optionGroupSchema),
});
export type Food = z.infer<typeof foodSchema>;
