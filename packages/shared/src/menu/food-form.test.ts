import { describe, expect, it } from 'vitest';
import { foodFormSchema, foodUpdateFormSchema } from './food-form';
import { memberFormSchema, memberUpdateFormSchema } from '../restaurant/members';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('foodFormSchema', () => {
  it("reads the multipart strings and applies the new dish's defaults", () => {
    expect(foodFormSchema.parse({ name: '  Aloo Tikki ' })).toEqual({
      name: 'Aloo Tikki',
      description: '',
      price: 0,
      category: 'appetizers',
      isAvailable: true,
      isVegetarian: false,
      isVegan: false,
      isGlutenFree: false,
      spiceLevel: 0,
      preparationTime: 15,
      discount: 0,
      ingredients: [],
      allergens: null,
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
    });
    expect(
      foodFormSchema.parse({
        name: 'Momo',
        price: '12.50',
        category: 'Momos and Noodles',
        isAvailable: 'false',
        isVegetarian: 'true',
        isVegan: 'on',
        spiceLevel: '3',
        preparationTime: '20',
        discount: '10',
      }),
    ).toMatchObject({
      price: 12.5,
      category: 'momos-and-noodles',
      isAvailable: false,
      isVegetarian: true,
      isVegan: true,
      spiceLevel: 3,
      preparationTime: 20,
      discount: 10,
    });
    expect(foodFormSchema.parse({ name: 'Lassi', category: 'beverages' }).category).toBe('beverages');
  });

  it('refuses text that is not a number instead of reading it as 0', () => {
    for (const price of ['abc', '', '  ', '12,50', 'NaN', 'Infinity']) {
      expect(foodFormSchema.safeParse({ name: 'X', price }).success, price).toBe(false);
    }
    expect(firstMessage(foodFormSchema.safeParse({ name: 'X', price: 'abc' }))).toMatch(/^Price must be/);
  });

  it('holds the limits: name, price cents, spice 0-5, discount 0-100, category, booleans', () => {
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(121) },
      { name: 'X', price: '-1' },
      { name: 'X', price: '12.345' },
      { name: 'X', spiceLevel: '6' },
      { name: 'X', spiceLevel: '2.5' },
      { name: 'X', discount: '101' },
      { name: 'X', discount: '-5' },
      { name: 'X', preparationTime: '0' },
      { name: 'X', category: 'Desserts' },
      { name: 'X', isVegetarian: 'maybe' },
      { name: 'X', isVegan: 'true', isVegetarian: 'false' },
    ];
    for (const input of bad)
      expect(foodFormSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    expect(firstMessage(foodFormSchema.safeParse({}))).toBe('Please give the dish a name');
    expect(foodFormSchema.parse({ name: 'X', price: '0.1', discount: 100, spiceLevel: 5 })).toMatchObject({
      price: 0.1,
      discount: 100,
      spiceLevel: 5,
    });
  });
});

describe('foodUpdateFormSchema', () => {
  it('keeps what is not sent, and still checks what is', () => {
    expect(foodUpdateFormSchema.parse({ price: '9.99' })).toEqual({ price: 9.99 });
    expect(foodUpdateFormSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(foodUpdateFormSchema.safeParse({ price: 'abc' }).success).toBe(false);
  });
});

describe('memberFormSchema', () => {
  it('trims, requires name and role with clear messages, and limits their length', () => {
    expect(memberFormSchema.parse({ name: ' Asha ', role: ' Chef ' })).toEqual({
      name: 'Asha',
      role: 'Chef',
    });
    expect(firstMessage(memberFormSchema.safeParse({ name: ' ', role: 'Chef' }))).toBe(
      'Please give the team member a name',
    );
    expect(firstMessage(memberFormSchema.safeParse({ name: 'Asha' }))).toBe(
      "Please give the team member's role",
    );
    expect(memberFormSchema.safeParse({ name: 'x'.repeat(81), role: 'Chef' }).success).toBe(false);
    expect(memberUpdateFormSchema.safeParse({ name: 'Asha', role: 'Chef' }).success).toBe(false);
  });
});
