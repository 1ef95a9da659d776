import { matchesFoodSearch, type Food } from '@flame/shared';

type MenuFood = Pick<Food, 'name' | 'description' | 'category' | 'categoryId'>;

/** A category chip: the anchor id, the display name and how many dishes it holds. */
export interface CategoryOption {
  id: string;
  name: string;
  count: number;
}

/** The distinct categories of the dishes, in the order the dishes come (the API's menu order). */
export function categoriesOf(foods: readonly MenuFood[]): CategoryOption[] {
  const byId = new Map<string, CategoryOption>();
  for (const food of foods) {
    const option = byId.get(food.categoryId);
    if (option) option.count += 1;
    else byId.set(food.categoryId, { id: food.categoryId, name: food.category, count: 1 });
  }
  return [...byId.values()];
}

export interface FoodFilters {
  search: string;
  categoryId: string | null;
}

export const NO_FILTERS: FoodFilters = { search: '', categoryId: null };

export function hasActiveFilters({ search, categoryId }: FoodFilters): boolean {
  return search.trim() !== '' || categoryId !== null;
}

/** The dishes that match the search and the selected category, order kept. */
export function filterFoods<T extends MenuFood>(
  foods: readonly T[],
  { search, categoryId }: FoodFilters,
): T[] {
  return foods.filter(
    (food) => (categoryId === null || food.categoryId === categoryId) && matchesFoodSearch(food, search),
  );
}

export interface CategorySection<T> {
  id: string;
  name: string;
  foods: T[];
}

/** The dishes grouped by category, categories in the order they first appear. */
export function groupByCategory<T extends MenuFood>(foods: readonly T[]): CategorySection<T>[] {
  const sections = new Map<string, CategorySection<T>>();
  for (const food of foods) {
    const section = sections.get(food.categoryId);
    if (section) section.foods.push(food);
    else sections.set(food.categoryId, { id: food.categoryId, name: food.category, foods: [food] });
  }
  return [...sections.values()];
}

/** The category id, if the menu has that category. */
export function knownCategory(id: string, categories: readonly Pick<CategoryOption, 'id'>[]): string | null {
  return categories.some((category) => category.id === id) ? id : null;
}

/** The category named by a URL hash ('#biryani'), if the menu has it. */
export function categoryFromHash(
  hash: string,
  categories: readonly Pick<CategoryOption, 'id'>[],
): string | null {
  try {
    return knownCategory(decodeURIComponent(hash.replace(/^#/, '')), categories);
  } catch {
    return null;
  }
}

export interface DealStats {
  /** The biggest discount, in percent. */
  maxDiscount: number;
  total: number;
  /** The mean discount, rounded to a whole percent. */
  averageDiscount: number;
}

/** The three figures above the deals. */
export function dealStats(deals: readonly Pick<Food, 'discount'>[]): DealStats {
  if (deals.length === 0) return { maxDiscount: 0, total: 0, averageDiscount: 0 };
  const sum = deals.reduce((total, deal) => total + deal.discount, 0);
  return {
    maxDiscount: Math.max(...deals.map((deal) => deal.discount)),
    total: deals.length,
    averageDiscount: Math.round(sum / deals.length),
  };
}

/** 'Showing all 13 deals' or 'Found 2 of 13 deals'. */
export function dealsCountLine(shown: number, total: number, filtered: boolean): string {
  const noun = total === 1 ? 'deal' : 'deals';
  return filtered ? `Found ${shown} of ${total} ${noun}` : `Showing all ${total} ${noun}`;
}
