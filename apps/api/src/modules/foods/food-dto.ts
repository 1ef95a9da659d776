import { categoryNameOf, discountedCents, toDollars, type Food, type OptionGroupRule } from '@flame/shared';
import type { foods } from '../../db/schema';
import { toOptionGroupDtos } from './option-groups';

/** A dish's row with its option groups, read together (`optionGroupsOf`). */
export type FoodRowWithOptions = typeof foods.$inferSelect & { optionGroups: OptionGroupRule[] };

/** A dish as the API shows it at `now`: sold out only while its `soldOutUntil` lies ahead. */
export function toFoodDto(row: FoodRowWithOptions, now: Date): Food {
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
    soldOutUntil:
      row.soldOutUntil && row.soldOutUntil.getTime() > now.getTime() ? row.soldOutUntil.toISOString() : null,
    optionGroups: toOptionGroupDtos(row.optionGroups),
  };
}

/** The earliest moment one of these dishes comes back from sold out, if any is sold out now. */
export function earliestSoldOutEnd(dishes: readonly Food[]): Date | undefined {
  const ends = dishes.flatMap((dish) => (dish.soldOutUntil ? [new Date(dish.soldOutUntil).getTime()] : []));
  return ends.length ? new Date(Math.min(...ends)) : undefined;
}
