import { describe, expect, it } from 'vitest';
import { discountedCents, formatPrice, linesTotalCents, toCents, toDollars } from './money';

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

  it('totals lines as unit cents times quantity', () => {
    expect(linesTotalCents([])).toBe(0);
    expect(
      linesTotalCents([
        { unitPrice: 0.29, quantity: 3 },
        { unitPrice: 12.5, quantity: 1 },
      ]),
    ).toBe(1337);
  });

  it('formats prices as en-US dollars with 2 decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(-3)).toBe('-$3.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('reads exactly as Intl.NumberFormat does for every amount in cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      ...Array.from({ length: 40_001 }, (_, i) => toDollars(i - 20_000)),
      ...[99_999_999, 100_000_000, 123_456_789_012].map(toDollars),
      0.1 + 0.2,
      19.999,
    ];
    for (const dollars of amounts) expect(formatPrice(dollars), String(dollars)).toBe(usd.format(dollars));
  });
});
