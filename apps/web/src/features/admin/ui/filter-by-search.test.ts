import { describe, expect, it } from 'vitest';
import { filterBySearch } from './filter-by-search';

const foods = [
  { name: 'Chicken Momo', category: 'Momos and Noodles' },
  { name: 'Samosa', category: 'Appetizers' },
  { name: 'Mango Lassi', category: 'Beverages' },
];
const byNameOrCategory = (food: (typeof foods)[number]) => [food.name, food.category];

describe('filterBySearch', () => {
  it('matches any of the fields, ignoring case and spaces around', () => {
    expect(filterBySearch(foods, '  MOMO ', byNameOrCategory).map((f) => f.name)).toEqual(['Chicken Momo']);
    expect(filterBySearch(foods, 'beverages', byNameOrCategory).map((f) => f.name)).toEqual(['Mango Lassi']);
    expect(filterBySearch(foods, 'a', byNameOrCategory)).toHaveLength(3);
  });

  it('keeps everything for an empty query and nothing for no match', () => {
    expect(filterBySearch(foods, '  ', byNameOrCategory)).toEqual(foods);
    expect(filterBySearch(foods, 'pizza', byNameOrCategory)).toEqual([]);
  });
});
