import type { Food } from '@flame/shared';

/** The Menu section's search (spec section 2): name or category, case-insensitive, trimmed. */
export function searchFoods<T extends Pick<Food, 'name' | 'category'>>(
  foods: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...foods];
  return foods.filter(
    (food) => food.name.toLowerCase().includes(needle) || food.category.toLowerCase().includes(needle),
  );
}
