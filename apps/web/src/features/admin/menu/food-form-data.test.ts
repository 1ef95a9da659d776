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

  it('sends the category by its display name, the price with 2 decimals, the lists as JSON and blank unknowns', () => {
    const values = foodFormSchema.parse({
      name: 'Veg Momo',
      price: '9.5',
      category: 'momos-and-noodles',
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      ingredients: ['Cabbage', 'Wheat flour'],
      allergens: ['Gluten'],
      calories: '320',
      protein: '',
    });
    const body = foodFormData(values, { restaurantId: 'r1', image: null });
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Veg Momo',
      price: '9.50',
      category: 'Momos and Noodles',
      isVegetarian: 'true',
      isVegan: 'true',
      isGlutenFree: 'true',
      ingredients: '["Cabbage","Wheat flour"]',
      allergens: '["Gluten"]',
      calories: '320',
      protein: '',
      restaurant: 'r1',
    });
    expect(body.has('image')).toBe(false);
  });

  it("keeps unknown allergens apart from 'none': null and [] travel as 'null' and '[]'", () => {
    const unknown = foodFormSchema.parse({ ...foodFormDefaults(null), name: 'New dish' });
    expect(unknown.allergens).toBeNull();
    expect(foodFormData(unknown, { restaurantId: 'r1', image: null }).get('allergens')).toBe('null');
    const none = foodFormSchema.parse({
      ...foodFormDefaults({ allergens: [], nutritionInfo: {} } as unknown as Food),
      name: 'Rice',
    });
    expect(foodFormData(none, { restaurantId: 'r1', image: null }).get('allergens')).toBe('[]');
  });
});
