import { describe, expect, it } from 'vitest';
import { searchFoods } from './food-search';

const foods = [
  { name: 'Chicken Momo', category: 'Momos and Noodles' },
  { name: 'Samosa', category: 'Appetizers' },
  { name: 'Mango Lassi', category: 'Beverages' },
];

describe('searchFoods', () => {
  it('matches the name or the category, ignoring case and spaces around', () => {
    expect(searchFoods(foods, '  MOMO ').map((f) => f.name)).toEqual(['Chicken Momo']);
    expect(searchFoods(foods, 'beverages').map((f) => f.name)).toEqual(['Mango Lassi']);
    expect(searchFoods(foods, 'a').map((f) => f.name)).toEqual(['Chicken Momo', 'Samosa', 'Mango Lassi']);
  });

  it('shows everything for an empty search and nothing for no match', () => {
    expect(searchFoods(foods, '  ')).toHaveLength(3);
    expect(searchFoods(foods, 'pizza')).toEqual([]);
  });
});
