import { categoryNameOf, discountedCents, toDollars, type Food } from '@flame/shared';
import type { foods } from '../../db/schema';

type FoodRow = typeof foods.$inferSelect;

export function toFoodDto(row: FoodRow): Food {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toDollars(row.priceCents),
    discountedPrice: toDollars(discountedCents(row.priceCents, row.discount)),
    category: categoryNameOf(row.category) ?? row.category,
    categoryId: row.category,
    images: row.images,
    isAvailable: row.isAvailable,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    isGlutenFree: row.isGlutenFree,
    spiceLevel: row.spiceLevel,
    preparationTime: row.preparationTime,
    discount: row.discount,
    rating: row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : 0,
    reviewCount: row.reviewCount,
    ingredients: row.ingredients,
    allergens: row.allergens,
    nutritionInfo: { calories: row.calories, protein: row.protein, carbs: row.carbs, fat: row.fat },
    restaurant: row.restaurantId,
  };
}
