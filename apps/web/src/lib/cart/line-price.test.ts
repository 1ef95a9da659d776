import { dishUnitPrice, toCents } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { linePrice } from './line-price';

// The demo menu's numbers: Butter Chicken $17.95 at 10 % off (Extra naan $3.50, Raita $3.00), Chicken Momo
// $12.95 at 20 % off (Extra tomato achar $1.00, Sesame chutney $1.50).
const butterChicken = { price: 17.95, discount: 10 };
const chickenMomo = { price: 12.95, discount: 20 };
const cents = (...deltas: number[]) => deltas.map((priceDeltaCents) => ({ priceDeltaCents }));

describe('a line as every screen shows it', () => {
  it('prices Butter Chicken with Raita as the server charges it: $20.95 struck through, $18.86', () => {
    expect(dishUnitPrice(butterChicken, cents(300))).toEqual({ listUnit: 20.95, unit: 18.86 });
    expect(linePrice({ listUnit: 20.95, unit: 18.86 }, 3)).toEqual({
      listUnit: 20.95,
      unit: 18.86,
      listTotal: 62.85,
      total: 56.58,
    });
  });

  it('adds up: the dish at its price and each add-on at its own, less the deal once (24.45 → 22.005 → $22.01)', () => {
    const unit = dishUnitPrice(butterChicken, cents(350, 300));
    expect(unit).toEqual({ listUnit: 24.45, unit: 22.01 });
    expect(toCents(unit.listUnit)).toBe(toCents(butterChicken.price) + 350 + 300);
  });

  it('keeps the 20 % off momo with Sesame chutney at $12.95 + $1.50 struck through, $11.56 charged', () => {
    expect(dishUnitPrice(chickenMomo, cents(150))).toEqual({ listUnit: 14.45, unit: 11.56 });
    // Both achars: 12.95 + 1.00 + 1.50 = 15.45, less 20 % = $12.36.
    expect(dishUnitPrice(chickenMomo, cents(100, 150))).toEqual({ listUnit: 15.45, unit: 12.36 });
  });

  it('shows no deal where there is none', () => {
    expect(linePrice(dishUnitPrice({ price: 3.99, discount: 0 }, []), 2)).toEqual({
      listUnit: 3.99,
      unit: 3.99,
      listTotal: 7.98,
      total: 7.98,
    });
  });
});
