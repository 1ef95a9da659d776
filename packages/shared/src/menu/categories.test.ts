import { describe, expect, it } from 'vitest';
import { categoryIdOf, categoryNameOf, FOOD_CATEGORIES, splitInTwoColumns } from './categories';
import { avatarInitial, whatsappHref } from '../common/display';
import { orderShortCode } from '../orders/order-code';

describe('categories', () => {
  it("has the menu's 14 categories", () => {
    expect(FOOD_CATEGORIES).toHaveLength(14);
    expect(categoryIdOf('Momos and Noodles')).toBe('momos-and-noodles');
    expect(categoryNameOf('khaja-set')).toBe('Khaja Set');
    expect(categoryIdOf('Pizza')).toBeUndefined();
  });

  it('splits the dropdown into two columns, the first half rounded up', () => {
    expect(splitInTwoColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    const [left, right] = splitInTwoColumns(FOOD_CATEGORIES);
    expect(left).toHaveLength(7);
    expect(right).toHaveLength(7);
  });
});

describe('small display rules', () => {
  it('shows the first letter of the name in upper case on the avatar', () => {
    expect(avatarInitial('sam rivera')).toBe('S');
    expect(avatarInitial('  ')).toBe('?');
  });

  it('shortens order ids to their last 6 or 8 characters in upper case', () => {
    expect(orderShortCode('0190c2a4-7b1e-7def-9abc-12345abcdef0')).toBe('BCDEF0');
    expect(orderShortCode('0190c2a4-7b1e-7def-9abc-12345abcdef0', 8)).toBe('5ABCDEF0');
  });

  it('links the chat to WhatsApp with the phone digits', () => {
    expect(whatsappHref('+1 (512) 555-0148')).toBe('https://wa.me/15125550148');
  });
});
