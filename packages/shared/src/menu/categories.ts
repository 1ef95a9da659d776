/** Food categories in menu order (id: display name). */
export const FOOD_CATEGORIES = [
  { id: 'appetizers', name: 'Appetizers' },
  { id: 'main-course', name: 'Main Course' },
  { id: 'chaat-and-snacks', name: 'Chaat and Snacks' },
  { id: 'hakka-chinese', name: 'Hakka Chinese' },
  { id: 'momos-and-noodles', name: 'Momos and Noodles' },
  { id: 'biryani', name: 'Biryani' },
  { id: 'rice', name: 'Rice' },
  { id: 'breads', name: 'Breads' },
  { id: 'salads', name: 'Salads' },
  { id: 'sides', name: 'Sides' },
  { id: 'combo', name: 'Combo' },
  { id: 'nepali-special', name: 'Nepali Special' },
  { id: 'beverages', name: 'Beverages' },
  { id: 'khaja-set', name: 'Khaja Set' },
] as const;

export type FoodCategory = (typeof FOOD_CATEGORIES)[number];
export type FoodCategoryId = FoodCategory['id'];
export type FoodCategoryName = FoodCategory['name'];

export const FOOD_CATEGORY_IDS = FOOD_CATEGORIES.map((c) => c.id) as [FoodCategoryId, ...FoodCategoryId[]];
export const FOOD_CATEGORY_NAMES = FOOD_CATEGORIES.map((c) => c.name) as [
  FoodCategoryName,
  ...FoodCategoryName[],
];

export function categoryIdOf(name: string): FoodCategoryId | undefined {
  return FOOD_CATEGORIES.find((c) => c.name === name || c.id === name)?.id;
}

export function categoryNameOf(idOrName: string): FoodCategoryName | undefined {
  return FOOD_CATEGORIES.find((c) => c.id === idOrName || c.name === idOrName)?.name;
}

/** The desktop Menu dropdown shows the categories in two columns: the first half rounded up, then the rest. */
export function splitInTwoColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
