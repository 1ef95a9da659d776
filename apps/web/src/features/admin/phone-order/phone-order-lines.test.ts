import {
  DEFAULT_OPENING_HOURS,
  pickupTimeProblem,
  staffOrderBodySchema,
  type Food,
  type OptionGroup,
  type SpecialDay,
} from '@flame/shared';
import { describe, expect, it } from 'vitest';
import {
  addDish,
  changeLine,
  isSoldOutNow,
  itemsProblemOf,
  matchingDishes,
  NO_DISHES_MESSAGE,
  priceLines,
  removeLine,
  staffOrderBody,
  staffPickupDays,
} from './phone-order-lines';

const spice: OptionGroup = {
  _id: 'g-spice',
  name: 'Spice level',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    { _id: 'c-mild', name: 'Mild', priceDelta: 0, isAvailable: true },
    { _id: 'c-hot', name: 'Hot', priceDelta: 0, isAvailable: true },
  ],
};
const extras: OptionGroup = {
  _id: 'g-extras',
  name: 'Extras',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [{ _id: 'c-naan', name: 'Extra naan', priceDelta: 3.5, isAvailable: true }],
};

const dish = (id: string, overrides: Partial<Food> = {}) =>
  ({
    _id: id,
    name: id,
    price: 10,
    discount: 0,
    isAvailable: true,
    soldOutUntil: null,
    optionGroups: [],
    ...overrides,
  }) as unknown as Food;

const curry = dish('curry', {
  name: 'Butter Chicken',
  price: 17.95,
  discount: 10,
  optionGroups: [spice, extras],
});
const naan = dish('naan', { name: 'Garlic Naan', price: 3.99 });
const zone = 'America/Chicago';
// Monday 2026-11-23, 5:07 PM in Chicago (UTC-6).
const now = new Date('2026-11-23T17:07:00-06:00');

describe('phone order lines', () => {
  it('finds visible dishes by name, any case; a hidden dish is never offered', () => {
    const hidden = dish('hidden', { name: 'Chicken Soup', isAvailable: false });
    expect(matchingDishes([curry, naan, hidden], '  CHICK ').map((food) => food.name)).toEqual([
      'Butter Chicken',
    ]);
    expect(matchingDishes([curry, naan, hidden], '')).toHaveLength(2);
    expect(matchingDishes([curry, naan], 'pizza')).toEqual([]);
  });

  it('a dish sold out until later today cannot be added; one whose sold-out ended can', () => {
    expect(isSoldOutNow(dish('a', { soldOutUntil: '2026-11-24T06:00:00.000Z' }), now)).toBe(true);
    expect(isSoldOutNow(dish('a', { soldOutUntil: '2026-11-23T06:00:00.000Z' }), now)).toBe(false);
    expect(isSoldOutNow(naan, now)).toBe(false);
  });

  it('prices lines as the server does (options, discount per unit, × quantity) and says what is missing', () => {
    let lines = addDish([], curry, 'a');
    expect(priceLines([]).problem).toBe(NO_DISHES_MESSAGE);
    expect(priceLines(lines).problem).toMatch(/spice level/i);
    lines = changeLine(lines, 'a', { choiceIds: ['c-hot', 'c-naan'], quantity: 2 });
    lines = addDish(lines, naan, 'b');
    const { priced, total, problem } = priceLines(lines);
    expect(problem).toBeNull();
    // (17.95 + 3.50) less 10 % = 19.305 → 19.31 a unit, × 2; then 3.99. Before the deal, struck through: 21.45.
    expect(priced.map((line) => line.price)).toEqual([
      { listUnit: 21.45, unit: 19.31, listTotal: 42.9, total: 38.62 },
      { listUnit: 3.99, unit: 3.99, listTotal: 3.99, total: 3.99 },
    ]);
    expect(total).toBe(42.61);
    expect(priceLines(removeLine(lines, 'a')).total).toBe(3.99);
  });

  it('starts a dish added from the list at the price the list shows it at: the menu’s, struck through on a deal', () => {
    const [added] = priceLines(addDish([], curry, 'a')).priced;
    // The list shows Butter Chicken as the menu does: $17.95 struck through, then 17.95 × 0.9 = 16.155 → $16.16.
    expect(added!.price).toEqual({ listUnit: 17.95, unit: 16.16, listTotal: 17.95, total: 16.16 });
  });

  it('builds the body the server’s schema accepts; an empty email and note are left out', () => {
    const lines = changeLine(addDish(addDish([], curry, 'a'), naan, 'b'), 'a', { choiceIds: ['c-mild'] });
    const fields = {
      customer: { name: 'Maya Gurung', phone: '(555) 201-3344', email: ' ' },
      pickupTime: '2026-11-23T23:15:00.000Z',
      note: '',
    };
    const body = staffOrderBody(fields, lines, false);
    expect(body).toEqual({
      customer: { name: 'Maya Gurung', phone: '(555) 201-3344' },
      items: [
        { foodId: 'curry', quantity: 1, choiceIds: ['c-mild'] },
        { foodId: 'naan', quantity: 1 },
      ],
      pickupTime: '2026-11-23T23:15:00.000Z',
    });
    expect(staffOrderBodySchema.safeParse(body).success).toBe(true);
    expect(staffOrderBody({ ...fields, note: 'Calls when outside' }, lines, true)).toMatchObject({
      note: 'Calls when outside',
      overCapacity: true,
    });
  });

  it('offers every time the server takes for the restaurant: from the next quarter hour, no lead time', () => {
    const days = staffPickupDays(now, DEFAULT_OPENING_HOURS, [], zone, 7);
    const first = days[0]!;
    expect(first.date).toBe('2026-11-23');
    expect(first.slots[0]!.label).toBe('5:15 PM');
    // Monday closes at 9 PM: the last time is 8:45 PM.
    expect(first.slots.at(-1)!.label).toBe('8:45 PM');
    for (const slot of days.flatMap((day) => day.slots)) {
      expect(
        pickupTimeProblem(new Date(slot.value), now, DEFAULT_OPENING_HOURS, zone, {
          leadMinutes: 0,
          windowDays: 7,
          specialDays: [],
        }),
      ).toBeUndefined();
    }
  });

  it('a special day closed is left out of the times', () => {
    const closed: SpecialDay = {
      _id: 's',
      date: '2026-11-24',
      isClosed: true,
      open: null,
      close: null,
      note: 'Staff day',
    };
    const dates = staffPickupDays(now, DEFAULT_OPENING_HOURS, [closed], zone, 3).map((day) => day.date);
    expect(dates).toEqual(['2026-11-23', '2026-11-25', '2026-11-26']);
  });

  it('names the dishes’ problem from a refusal, and nothing when the dishes were fine', () => {
    expect(
      itemsProblemOf({ message: 'x', fieldErrors: { 'items.0.choiceIds': ['Choose a spice level'] } }),
    ).toBe('Choose a spice level');
    expect(
      itemsProblemOf({ message: 'Garlic Naan is sold out today', fieldErrors: { soldOutFoodIds: ['naan'] } }),
    ).toBe('Garlic Naan is sold out today');
    expect(itemsProblemOf({ message: 'Bad', fieldErrors: { 'customer.phone': ['Bad phone'] } })).toBeNull();
  });
});
