import type { Food } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import {
  checkoutLinePrice,
  checkoutLines,
  checkoutTotal,
  GONE,
  OPTIONS_CHANGED,
  SOLD_OUT,
  UNAVAILABLE,
} from './checkout-lines';

const line = (id: string, price: number, quantity = 1) => ({
  food: { _id: id, name: id, image: null, price },
  quantity,
});
const food = (id: string, discountedPrice: number, isAvailable = true) =>
  ({
    _id: id,
    name: id,
    price: discountedPrice,
    discount: 0,
    discountedPrice,
    isAvailable,
    optionGroups: [],
  }) as unknown as Food;

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

  it('flags a sold-out dish for a pickup before it is back, not for one from then on', () => {
    const back = '2026-12-02T16:00:00.000Z';
    const menu = [{ ...food('sold', 4), soldOutUntil: back }];
    const problemAt = (pickup?: string) =>
      checkoutLines([line('sold', 4)], menu, [], [], pickup ? new Date(pickup) : undefined)[0]!.problem;
    expect(problemAt()).toBe(SOLD_OUT);
    expect(problemAt('2026-12-02T15:45:00.000Z')).toBe(SOLD_OUT);
    expect(problemAt(back)).toBeNull();
    expect(problemAt('2026-12-03T18:00:00.000Z')).toBeNull();
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
    expect(lines).toEqual([
      { line: line('a', 10), price: 10, listPrice: 10, problem: null, chooseAgain: false },
    ]);
    // A line added with its price before the deal keeps it until the menu is read.
    const kept = { ...line('a', 8.5), food: { ...line('a', 8.5).food, listPrice: 10 } };
    expect(checkoutLines([kept], undefined, [])[0]).toMatchObject({ price: 8.5, listPrice: 10 });
  });

  describe('lines with options', () => {
    const curry = (changes: { raita?: Partial<Food['optionGroups'][number]['choices'][number]> } = {}) =>
      ({
        ...food('curry', 16),
        name: 'Butter Chicken',
        price: 20,
        discount: 20,
        optionGroups: [
          {
            _id: 'spice',
            name: 'Spice level',
            required: true,
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { _id: 'mild', name: 'Mild', priceDelta: 0, isAvailable: true },
              { _id: 'hot', name: 'Hot', priceDelta: 0, isAvailable: true },
            ],
          },
          {
            _id: 'addons',
            name: 'Add-ons',
            required: false,
            minChoices: 0,
            maxChoices: 2,
            choices: [
              { _id: 'naan', name: 'Extra naan', priceDelta: 3.5, isAvailable: true },
              { _id: 'raita', name: 'Raita', priceDelta: 3, isAvailable: true, ...changes.raita },
            ],
          },
        ],
      }) as Food;
    const chosenLine = {
      food: { _id: 'curry', name: 'Butter Chicken', image: null, price: 21.2 },
      quantity: 2,
      choiceIds: ['hot', 'raita'],
      options: [
        { group: 'Spice level', name: 'Hot', priceDelta: 0 },
        { group: 'Add-ons', name: 'Raita', priceDelta: 3 },
      ],
    };
    const check = (menuFood: Food, cartLine = chosenLine) => checkoutLines([cartLine], [menuFood], [])[0]!;

    it('prices a line as (dish + options) less the discount, per unit, times the quantity', () => {
      const checked = check(curry());
      expect(checked).toMatchObject({ price: 18.4, listPrice: 23, problem: null, chooseAgain: false });
      expect(checkoutTotal([checked])).toBe(36.8);
    });

    it('shows the line as the dish page did: (dish + options) struck through, the unit charged, × the quantity', () => {
      // $20 + Raita $3.00 = $23.00 struck through; 20 % off = $18.40 a unit; two make $36.80, the total.
      expect(checkoutLinePrice(check(curry()))).toEqual({
        listUnit: 23,
        unit: 18.4,
        listTotal: 46,
        total: 36.8,
      });
    });

    it('flags an option that was repriced or renamed, instead of repricing the line', () => {
      expect(check(curry({ raita: { priceDelta: 3.5 } }))).toMatchObject({
        problem: OPTIONS_CHANGED,
        chooseAgain: true,
      });
      expect(check(curry({ raita: { name: 'Cucumber raita' } })).problem).toBe(OPTIONS_CHANGED);
    });

    it('flags an option not available now, or gone, naming it', () => {
      expect(check(curry({ raita: { isAvailable: false } }))).toMatchObject({
        problem: 'Raita (Add-ons) is not available right now.',
        chooseAgain: true,
      });
      expect(check(curry({ raita: { _id: 'raita-2' } })).problem).toBe(
        'One of the chosen options is not offered with this dish.',
      );
    });

    it('flags a stored line without options for a dish that now needs a choice', () => {
      const oldLine = { food: chosenLine.food, quantity: 1 };
      expect(checkoutLines([oldLine], [curry()], [])[0]).toMatchObject({
        problem: 'Choose a spice level.',
        chooseAgain: true,
      });
    });

    it('says the dish is unavailable rather than its options when the whole dish is', () => {
      expect(check({ ...curry({ raita: { isAvailable: false } }), isAvailable: false })).toMatchObject({
        problem: UNAVAILABLE,
        chooseAgain: false,
      });
    });
  });
});
