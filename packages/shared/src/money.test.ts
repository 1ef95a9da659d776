import { describe, expect, it } from 'vitest';
import { discountedCents, formatPrice, toCents, toDollars } from './money';

describe('money', () => {
  it('applies a discount and rounds to the cent', () => {
    expect(discountedCents(1299, 15)).toBe(1104); // 11.0415 → 11.04
    expect(discountedCents(1000, 0)).toBe(1000);
    expect(discountedCents(1000, 100)).toBe(0);
  });

  it('clamps discounts outside 0 to 100', () => {
    expect(discountedCents(1000, -20)).toBe(1000);
    expect(discountedCents(1000, 150)).toBe(0);
  });

  it('converts between dollars and cents without float drift', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(1999)).toBe(19.99);
  });

  it('formats prices as en-US dollars with 2 decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
});
