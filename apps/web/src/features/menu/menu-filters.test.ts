import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  categoryFromHash,
  dealsCountLine,
  dealStats,
  filterFoods,
  groupByCategory,
  hasActiveFilters,
  NO_FILTERS,
} from './menu-filters';

const food = (name: string, category: string, categoryId: string, description = '') => ({
  name,
  category,
  categoryId,
  description,
});

const MENU = [
  food('Chicken 65', 'Appetizers', 'appetizers', 'Fried chicken with curry leaves'),
  food('Paneer Tikka', 'Appetizers', 'appetizers', 'Charred in the tandoor'),
  food('Butter Chicken', 'Main Course', 'main-course', 'Silky tomato sauce'),
  food('Goat Biryani', 'Biryani', 'biryani', 'Slow-cooked basmati'),
  food('Chana Masala', 'Main Course', 'main-course', 'Chickpeas'),
];

describe('categoriesOf', () => {
  it('lists the distinct categories in the order the dishes come, with counts', () => {
    expect(categoriesOf(MENU)).toEqual([
      { id: 'appetizers', name: 'Appetizers', count: 2 },
      { id: 'main-course', name: 'Main Course', count: 2 },
      { id: 'biryani', name: 'Biryani', count: 1 },
    ]);
  });

  it('is empty for no dishes', () => {
    expect(categoriesOf([])).toEqual([]);
  });
});

describe('filterFoods', () => {
  it('keeps everything without filters', () => {
    expect(filterFoods(MENU, NO_FILTERS)).toEqual(MENU);
  });

  it('searches name, description and category, trimmed and case-insensitive', () => {
    expect(filterFoods(MENU, { search: '  CHICKEN ', categoryId: null }).map((f) => f.name)).toEqual([
      'Chicken 65',
      'Butter Chicken',
    ]);
    expect(filterFoods(MENU, { search: 'tandoor', categoryId: null }).map((f) => f.name)).toEqual([
      'Paneer Tikka',
    ]);
    expect(filterFoods(MENU, { search: 'main course', categoryId: null })).toHaveLength(2);
  });

  it('combines the search with the selected category', () => {
    expect(filterFoods(MENU, { search: 'chicken', categoryId: 'main-course' }).map((f) => f.name)).toEqual([
      'Butter Chicken',
    ]);
    expect(filterFoods(MENU, { search: 'xyz', categoryId: null })).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('ignores a search of spaces', () => {
    expect(hasActiveFilters({ search: '   ', categoryId: null })).toBe(false);
    expect(hasActiveFilters({ search: 'a', categoryId: null })).toBe(true);
    expect(hasActiveFilters({ search: '', categoryId: 'rice' })).toBe(true);
  });
});

describe('groupByCategory', () => {
  it('groups dishes by category, keeping the order of first appearance', () => {
    const sections = groupByCategory(MENU);
    expect(sections.map((s) => [s.id, s.foods.map((f) => f.name)])).toEqual([
      ['appetizers', ['Chicken 65', 'Paneer Tikka']],
      ['main-course', ['Butter Chicken', 'Chana Masala']],
      ['biryani', ['Goat Biryani']],
    ]);
  });
});

describe('categoryFromHash', () => {
  const categories = categoriesOf(MENU);
  it('reads a known category from the hash', () => {
    expect(categoryFromHash('#biryani', categories)).toBe('biryani');
    expect(categoryFromHash('main-course', categories)).toBe('main-course');
  });
  it('ignores unknown, empty and malformed hashes', () => {
    expect(categoryFromHash('#desserts', categories)).toBeNull();
    expect(categoryFromHash('', categories)).toBeNull();
    expect(categoryFromHash('#%E0%A4%A', categories)).toBeNull();
  });
});

describe('dealStats', () => {
  it('gives the biggest discount, the count and the rounded mean', () => {
    expect(dealStats([{ discount: 50 }, { discount: 15 }, { discount: 10 }])).toEqual({
      maxDiscount: 50,
      total: 3,
      averageDiscount: 25,
    });
    expect(dealStats([{ discount: 10 }, { discount: 15 }]).averageDiscount).toBe(13);
  });
  it('is all zero without deals', () => {
    expect(dealStats([])).toEqual({ maxDiscount: 0, total: 0, averageDiscount: 0 });
  });
});

describe('dealsCountLine', () => {
  it("says 'Showing all N deals' without filters and 'Found X of N deals' with them", () => {
    expect(dealsCountLine(13, 13, false)).toBe('Showing all 13 deals');
    expect(dealsCountLine(2, 13, true)).toBe('Found 2 of 13 deals');
    expect(dealsCountLine(1, 1, false)).toBe('Showing all 1 deal');
  });
});
