import type { Allergen, FoodCategoryId } from '@flame/shared';

/** A dish of the demo menu. `key` names it inside the seed (orders refer to it); it is not stored. */
export interface SeedFood {
  key: string;
  name: string;
  category: FoodCategoryId;
  diet: 'vegan' | 'vegetarian' | 'meat';
  isGlutenFree: boolean;
  /** Available unless set to false. */
  isAvailable?: boolean;
  description: string;
  priceCents: number;
  spiceLevel: number;
  preparationTime: number;
  discount: number;
  /** Comma-separated. */
  ingredients: string;
  /** Every seed dish's allergens are known; [] is 'contains none of the common allergens'. */
  allergens: readonly Allergen[];
  nutrition: { calories: number; protein: number; carbs: number; fat: number };
}
