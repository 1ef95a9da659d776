import type { Food, OptionGroup, Order } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { orderableMatches } from './add-dish-picker';
import {
  draftFromOrder,
  draftLineOf,
  draftLinePrice,
  draftTotal,
  orderLinesBody,
  totalDifferenceText,
} from './order-draft';

const spice: OptionGroup = {
  _id: 'g-spice',
  name: 'Spice level',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    { _id: 'c-mild', name: 'Mild', priceDelta: 0, isAvailable: true },
    { _id: 'c-hot', name: 'Hot', priceDelta: 1.5, isAvailable: true },
  ],
};

const dish = (id: string, price: number, overrides: Partial<Food> = {}) =>
  ({
    _id: id,
    name: id,
    price,
    discount: 0,
    discountedPrice: price,
    isAvailable: true,
    soldOutUntil: null,
    optionGroups: [],
    ...overrides,
  }) as unknown as Food;

const curry = dish('Butter Chicken', 18, { optionGroups: [spice] });
const naan = dish('Garlic Naan', 3.5);

const order = {
  _id: 'o1',
  total: 24.9,
  version: 3,
  adjustment: null,
  items: [
    {
      food: { _id: 'Butter Chicken', name: 'Butter Chicken', price: 18 },
      quantity: 1,
      options: [{ group: 'Spice level', name: 'Mild', priceDelta: 0 }],
      specialInstructions: 'No cilantro',
    },
    {
      food: { _id: 'Old Lassi', name: 'Old Lassi', price: 6.9 },
      originalPrice: 7.5,
      quantity: 1,
      options: [],
      specialInstructions: null,
    },
  ],
} as unknown as Order;

describe('the order change draft', () => {
  it('starts from the order: options matched by name, a dish gone from the menu kept at its price paid', () => {
    const lines = draftFromOrder(order, [curry, naan]);
    expect(lines.map((line) => [line.name, line.choiceIds, line.unitPrice, line.optionNames])).toEqual([
      ['Butter Chicken', ['c-mild'], 18, ['Spice level: Mild']],
      ['Old Lassi', [], 6.9, []],
    ]);
    expect(lines[0]!.specialInstructions).toBe('No cilantro');
    expect(draftTotal(lines, { amount: '', reason: '' })).toBe(24.9);
  });

  it("prices a changed option and an added dish, and says the difference: '+$5.00, new total $29.90'", () => {
    const [first, second] = draftFromOrder(order, [curry, naan]);
    const hot = draftLineOf(curry, ['c-hot'], 1, first!.key);
    const added = draftLineOf(naan, [], 1, 'added-1');
    if (typeof hot === 'string' || typeof added === 'string') throw new Error('refused');
    const lines = [hot, second!, added];
    expect(totalDifferenceText(order.total, draftTotal(lines, { amount: '', reason: '' }))).toBe(
      '+$5.00, new total $29.90',
    );
    expect(totalDifferenceText(order.total, draftTotal(lines, { amount: '7.50', reason: 'late' }))).toBe(
      '−$2.50, new total $22.40',
    );
    expect(totalDifferenceText(24.9, 24.9)).toBe('No change to the total ($24.90)');
  });

  it('shows a line as the dish list and the customer see it: on a deal, dish + options struck through', () => {
    // The demo's Butter Chicken: $17.95 at 10 % off, listed at $16.16; Hot adds $1.50 at its own price.
    const deal = dish('Butter Chicken', 17.95, {
      discount: 10,
      discountedPrice: 16.16,
      optionGroups: [spice],
    });
    const mild = draftLineOf(deal, ['c-mild'], 1, 'k');
    const hot = draftLineOf(deal, ['c-hot'], 2, 'k');
    if (typeof mild === 'string' || typeof hot === 'string') throw new Error('refused');
    expect(draftLinePrice(mild)).toEqual({ listUnit: 17.95, unit: 16.16, listTotal: 17.95, total: 16.16 });
    // 17.95 + 1.50 = 19.45 struck through; 19.45 × 0.9 = 17.505 → 17.51 a unit, two make 35.02.
    expect(draftLinePrice(hot)).toEqual({ listUnit: 19.45, unit: 17.51, listTotal: 38.9, total: 35.02 });
    // A dish gone from the menu keeps the prices it was ordered at: paid, and before its deal.
    const [, gone] = draftFromOrder(order, [curry, naan]);
    expect(draftLinePrice({ ...gone!, quantity: 2 })).toEqual({
      listUnit: 7.5,
      unit: 6.9,
      listTotal: 15,
      total: 13.8,
    });
  });

  it('refuses options that break the dish rules, naming the dish', () => {
    expect(draftLineOf(curry, [], 1, 'k')).toMatch(/^Butter Chicken: /);
  });

  it('sends the lines with their choices and notes, the version read and the discount (none: null)', () => {
    const lines = draftFromOrder(order, [curry, naan]);
    expect(orderLinesBody(3, lines, { amount: '', reason: '' })).toEqual({
      version: 3,
      items: [
        { foodId: 'Butter Chicken', quantity: 1, choiceIds: ['c-mild'], specialInstructions: 'No cilantro' },
        { foodId: 'Old Lassi', quantity: 1 },
      ],
      adjustment: null,
    });
    expect(orderLinesBody(3, lines, { amount: '$2.80', reason: ' we were late ' }).adjustment).toEqual({
      amount: 2.8,
      reason: 'we were late',
    });
  });

  it('finds dishes to add by name among those on the menu and not sold out', () => {
    const hidden = dish('Garlic Chutney', 2, { isAvailable: false });
    const soldOut = dish('Garlic Soup', 5, { soldOutUntil: '2026-11-30T11:00:00.000Z' });
    expect(orderableMatches([curry, naan, hidden, soldOut], 'garlic').map((food) => food.name)).toEqual([
      'Garlic Naan',
    ]);
    expect(orderableMatches([curry, naan], '  ')).toEqual([]);
  });
});
