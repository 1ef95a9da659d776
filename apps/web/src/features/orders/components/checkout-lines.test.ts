import type { Food } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { checkoutLines, checkoutTotal, GONE, SOLD_OUT, UNAVAILABLE } from './checkout-lines';

const line = (id: string, price: number, quantity = 1) => ({
  food: { _id: id, name: id, image: null, price },
  quantity,
});
const food = (id: string, discountedPrice: number, isAvailable = true) =>
  ({ _id: id, discountedPrice, isAvailable }) as Food;

describe('checkout lines', () => {
  it('flags dishes that left the menu or became unavailable, and those the server refused', () => {
    const lines = checkoutLines(
      [line('kept', 5), line('gone', 4), line('off', 3), line('refused', 2)],
      [food('kept', 5), food('off', 3, false), food('refused', 2)],
      ['refused'],
    );
    expect(lines.map((l) => l.problem)).toEqual([null, GONE, UNAVAILABLE, UNAVAILABLE]);
  });

  it('flags dishes sold out today, by the menu or by the server’s refusal', () => {
    const lines = checkoutLines(
      [line('kept', 5), line('sold', 4), line('refused', 3)],
      [food('kept', 5), { ...food('sold', 4), soldOutUntil: '2026-12-02T16:00:00.000Z' }, food('refused', 3)],
      [],
      ['refused'],
    );
    expect(lines.map((l) => l.problem)).toEqual([null, SOLD_OUT, SOLD_OUT]);
  });

  it("prices lines at today's price once the menu is known, and totals only what can be ordered", () => {
    const lines = checkoutLines(
      [line('a', 10, 2), line('b', 1.1, 3), line('gone', 9)],
      [food('a', 8.5), food('b', 1.1)],
      [],
    );
    expect(lines.map((l) => l.price)).toEqual([8.5, 1.1, 9]);
    expect(checkoutTotal(lines.filter((l) => !l.problem))).toBe(20.3);
  });

  it('keeps the cart prices and flags nothing while the menu is loading', () => {
    const lines = checkoutLines([line('a', 10)], undefined, []);
    expect(lines).toEqual([{ line: line('a', 10), price: 10, problem: null }]);
  });
});
