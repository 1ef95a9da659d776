import { foodFormSchema, type Food } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { foodFormData, foodFormDefaults } from './food-form-data';

describe('the food form', () => {
  it("starts from the spec's defaults, which the shared schema accepts", () => {
    const values = foodFormSchema.parse({ ...foodFormDefaults(null), name: 'Aloo Chop' });
    expect(values).toMatchObject({
      category: 'appetizers',
      price: 0,
      preparationTime: 15,
      spiceLevel: 0,
      discount: 0,
      isAvailable: true,
      isVegetarian: false,
    });
  });

  it('sends the category by its display name, the price with 2 decimals, and keeps Vegan only for vegetarian dishes', () => {
    const food = { isVegan: true, isGlutenFree: true } as Food;
    const values = foodFormSchema.parse({
      name: 'Veg Momo',
      price: '9.5',
      category: 'momos-and-noodles',
      isVegetarian: true,
    });
    const body = foodFormData(values, { food, restaurantId: 'r1', image: null });
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Veg Momo',
      price: '9.50',
      category: 'Momos and Noodles',
      isVegetarian: 'true',
      isVegan: 'true',
      isGlutenFree: 'true',
      restaurant: 'r1',
    });
    expect(body.has('image')).toBe(false);
    const meat = foodFormData({ ...values, isVegetarian: false }, { food, restaurantId: 'r1', image: null });
    expect(meat.get('isVegan')).toBe('false');
  });
});
