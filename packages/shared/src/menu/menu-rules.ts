import type { Food } from './foods';

// Pure menu rules, apart from the zod schemas so the menu's JavaScript does not carry the validation library.

/** Menu search: trimmed, case-insensitive, over name, description and category. */
export function matchesFoodSearch(
  food: Pick<Food, 'name' | 'description' | 'category'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [food.name, food.description, food.category].some((field) => field.toLowerCase().includes(needle));
}

/** Deals are the dishes with a discount above 0, the biggest discount first. */
export function dealsOf<T extends Pick<Food, 'discount'>>(foods: readonly T[]): T[] {
  return foods.filter((food) => food.discount > 0).sort((a, b) => b.discount - a.discount);
}
