import type { Food } from '@flame/shared';
import { onSite } from '../../lib/head';
import { groupByCategory } from './menu-filters';

type JsonLdFood = Pick<
  Food,
  | 'name'
  | 'description'
  | 'category'
  | 'categoryId'
  | 'discountedPrice'
  | 'isVegetarian'
  | 'isVegan'
  | 'isGlutenFree'
> &
  Partial<Pick<Food, 'images'>>;

function suitableForDiet(food: JsonLdFood): string[] {
  const diets: string[] = [];
  if (food.isVegan) diets.push('https://schema.org/VeganDiet');
  if (food.isVegetarian) diets.push('https://schema.org/VegetarianDiet');
  if (food.isGlutenFree) diets.push('https://schema.org/GlutenFreeDiet');
  return diets;
}

/** One dish as a schema.org MenuItem, its offer at the price the customer pays. */
export function menuItemJsonLd(
  food: JsonLdFood,
  { withImage = false, origin }: { withImage?: boolean; origin?: string | undefined } = {},
) {
  const diets = suitableForDiet(food);
  const picture = withImage ? food.images?.[0] : undefined;
  const image = picture ? onSite(origin, picture) : undefined;
  return {
    '@type': 'MenuItem',
    name: food.name,
    description: food.description,
    ...(image ? { image } : {}),
    offers: { '@type': 'Offer', price: food.discountedPrice.toFixed(2), priceCurrency: 'USD' },
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  };
}

/** The whole menu as a schema.org Menu: one MenuSection per category, in menu order. */
export function menuJsonLd(restaurantName: string, foods: readonly JsonLdFood[], origin?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: `${restaurantName} Menu`,
    ...(origin ? { url: `${origin}/menu` } : {}),
    inLanguage: 'en-US',
    hasMenuSection: groupByCategory(foods).map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.foods.map((food) => menuItemJsonLd(food)),
    })),
  };
}

/** One dish page's schema.org MenuItem. */
export function dishJsonLd(food: JsonLdFood, origin?: string) {
  return { '@context': 'https://schema.org', ...menuItemJsonLd(food, { withImage: true, origin }) };
}
