import type { foods } from '../schema';
import { HIMALAYAN_FOODS } from './foods-himalayan';
import { INDIAN_FOODS } from './foods-indian';
import type { SeedFood } from './seed-food';

type FoodInsert = typeof foods.$inferInsert;

/** The demo menu: at least two dishes in each of the 14 categories. */
export const SEED_FOODS = [...INDIAN_FOODS, ...HIMALAYAN_FOODS] as const;

export type FoodKey = (typeof SEED_FOODS)[number]['key'];

/** Each dish has its own illustration, named by its key (drawn by `npm run art:dishes`). */
export function dishImage(food: Pick<SeedFood, 'key'>): string {
  return `/images/dishes/${food.key}.svg`;
}

/** The row of a dish, with its id and the ratings of the seeded reviews that name it. */
export function foodRow(
  food: SeedFood,
  ids: { id: string; restaurantId: string },
  rating: { sum: number; count: number } | undefined,
): FoodInsert {
  return {
    id: ids.id,
    restaurantId: ids.restaurantId,
    name: food.name,
    description: food.description,
    priceCents: food.priceCents,
    category: food.category,
    images: [dishImage(food)],
    isAvailable: food.isAvailable ?? true,
    isVegetarian: food.diet !== 'meat',
    isVegan: food.diet === 'vegan',
    isGlutenFree: food.isGlutenFree,
    spiceLevel: food.spiceLevel,
    preparationTime: food.preparationTime,
    discount: food.discount,
    ingredients: food.ingredients.split(',').map((item) => item.trim()),
    allergens: [...food.allergens],
    calories: food.nutrition.calories,
    protein: food.nutrition.protein,
    carbs: food.nutrition.carbs,
    fat: food.nutrition.fat,
    ratingSum: rating?.sum ?? 0,
    reviewCount: rating?.count ?? 0,
  };
}
