import { describe, expect, it } from 'vitest';
import {
  chooseOptions,
  dishUnitPrice,
  dishUnitPriceCents,
  needsChoices,
  optionGroupRulesOf,
  optionPriceText,
  optionsSummary,
  unitBeforeDiscountCents,
  type OptionGroupRule,
} from './dish-option-rules';
import { optionGroupsInputSchema } from './dish-options';
import { priceLine } from '../orders/orders';

const choice = (id: string, name: string, priceDeltaCents = 0, isAvailable = true) => ({
  _id: id,
  name,
  priceDeltaCents,
  isAvailable,
});

const spice: OptionGroupRule = {
  _id: 'spice',
  name: 'Spice level',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [choice('mild', 'Mild'), choice('hot', 'Hot'), choice('nepali', 'Nepali hot', 0, false)],
};
const addOns: OptionGroupRule = {
  _id: 'addons',
  name: 'Add-ons',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [
    choice('naan', 'Extra naan', 350),
    choice('raita', 'Raita', 300),
    choice('paneer', 'Extra paneer', 400),
  ],
};
const sides: OptionGroupRule = {
  _id: 'sides',
  name: 'Sides',
  required: true,
  minChoices: 2,
  maxChoices: 3,
  choices: [choice('rice', 'Rice'), choice('salad', 'Salad'), choice('papad', 'Papad')],
};
const groups = [spice, addOns];

describe('chooseOptions', () => {
  it('answers the chosen options in the owner order of groups and choices, whatever the order sent', () => {
    expect(chooseOptions('Butter Chicken', groups, ['raita', 'naan', 'hot'])).toEqual({
      ok: true,
      chosen: [
        { group: 'Spice level', name: 'Hot', priceDeltaCents: 0 },
        { group: 'Add-ons', name: 'Extra naan', priceDeltaCents: 350 },
        { group: 'Add-ons', name: 'Raita', priceDeltaCents: 300 },
      ],
    });
  });

  it('lets an optional group be left out, and counts a choice sent twice once', () => {
    expect(chooseOptions('Butter Chicken', groups, ['mild', 'mild'])).toEqual({
      ok: true,
      chosen: [{ group: 'Spice level', name: 'Mild', priceDeltaCents: 0 }],
    });
    expect(chooseOptions('Jeera Rice', [], [])).toEqual({ ok: true, chosen: [] });
  });

  it('refuses each broken rule with the dish and the group named', () => {
    const problem = (ids: string[], dishGroups = groups) => {
      const outcome = chooseOptions('Butter Chicken', dishGroups, ids);
      return outcome.ok ? null : outcome.problem;
    };
    expect(problem([])).toBe('Butter Chicken: choose a spice level');
    expect(problem(['naan'])).toBe('Butter Chicken: choose a spice level');
    expect(problem(['mild', 'hot'])).toBe('Butter Chicken: choose only one spice level');
    expect(problem(['mild', 'naan', 'raita', 'paneer'])).toBe(
      'Butter Chicken: choose at most 2 options for Add-ons',
    );
    expect(problem(['nepali'])).toBe('Butter Chicken: Nepali hot (Spice level) is not available right now');
    expect(problem(['mild', 'another-dish-choice'])).toBe(
      'Butter Chicken: one of the chosen options is not offered with this dish',
    );
    expect(problem([], [sides])).toBe('Butter Chicken: choose at least 2 options for Sides');
    expect(problem(['rice'], [sides])).toBe('Butter Chicken: choose at least 2 options for Sides');
    const optionalPair = { ...sides, required: false };
    expect(problem([], [optionalPair])).toBeNull();
    expect(problem(['rice'], [optionalPair])).toBe('Butter Chicken: choose at least 2 options for Sides');
  });

  it('says when a dish needs a choice before it goes in the cart', () => {
    expect(needsChoices({ optionGroups: groups })).toBe(true);
    expect(needsChoices({ optionGroups: [addOns] })).toBe(false);
  });
});

describe('pricing a line with options', () => {
  it('adds the deltas, then takes the discount off the whole unit, rounded to the cent', () => {
    const chosen = [{ priceDeltaCents: 350 }, { priceDeltaCents: 300 }];
    expect(unitBeforeDiscountCents(1795, chosen)).toBe(2445);
    // 24.45 × 0.85 = 20.7825 → 20.78
    expect(dishUnitPriceCents(1795, 15, chosen)).toEqual({ listUnitCents: 2445, unitPriceCents: 2078 });
    expect(priceLine(unitBeforeDiscountCents(1795, chosen), 15, 3)).toEqual({
      unitPriceCents: 2078,
      lineTotalCents: 6234,
    });
    expect(dishUnitPriceCents(1000, 0, [])).toEqual({ listUnitCents: 1000, unitPriceCents: 1000 });
    // The same in dollars, for a dish as the wire has it: Butter Chicken $17.95 at 10 % off with Raita.
    expect(dishUnitPrice({ price: 17.95, discount: 10 }, [{ priceDeltaCents: 300 }])).toEqual({
      listUnit: 20.95,
      unit: 18.86,
    });
  });

  // The demo menu: Butter Chicken $17.95 at 10 % off with Extra naan $3.50 and Raita $3.00; Chicken Momo $12.95
  // at 20 % off with Extra tomato achar $1.00 and Sesame chutney $1.50; Chicken Dum Biryani $17.95 at 15 % off.
  const demo = [
    { dish: 'Butter Chicken + Raita', price: 1795, discount: 10, deltas: [300], list: 2095, unit: 1886 },
    { dish: 'Butter Chicken + both', price: 1795, discount: 10, deltas: [350, 300], list: 2445, unit: 2201 },
    {
      dish: 'Chicken Momo + Sesame chutney',
      price: 1295,
      discount: 20,
      deltas: [150],
      list: 1445,
      unit: 1156,
    },
    {
      dish: 'Chicken Momo + both achars',
      price: 1295,
      discount: 20,
      deltas: [100, 150],
      list: 1545,
      unit: 1236,
    },
    { dish: 'Biryani + Extra naan', price: 1795, discount: 15, deltas: [350], list: 2145, unit: 1823 },
  ];

  it.each(demo)(
    '$dish: the dish and its options at their own prices are the unit struck through, the deal off it is charged as the server charges',
    ({ price, discount, deltas, list, unit }) => {
      const chosen = deltas.map((priceDeltaCents) => ({ priceDeltaCents }));
      const shown = dishUnitPriceCents(price, discount, chosen);
      // What is shown adds up: dish + each option's own price = the unit before the deal ...
      expect(shown.listUnitCents).toBe(price + deltas.reduce((sum, delta) => sum + delta, 0));
      expect(shown).toEqual({ listUnitCents: list, unitPriceCents: unit });
      // ... and the unit after it is what the server charges (its `priceLine` over the same unit).
      expect(priceLine(unitBeforeDiscountCents(price, chosen), discount, 2)).toEqual({
        unitPriceCents: unit,
        lineTotalCents: unit * 2,
      });
    },
  );

  it("shows an option at its own price, never discounted on its own: Sesame chutney on the 20 % off momo is '+$1.50', not '+$1.20'", () => {
    expect(optionPriceText(1.5)).toBe('+$1.50');
    expect(optionPriceText(3)).toBe('+$3.00');
    expect(optionPriceText(0)).toBe('');
    // The summary the cart, checkout, the order and the emails read says the same.
    expect(optionsSummary([{ group: 'Momo achar', name: 'Sesame chutney', priceDelta: 1.5 }])).toBe(
      'Momo achar: Sesame chutney (+$1.50)',
    );
    // A per-option discount would not add up: 15 % off $3.50 is $2.975, and $15.26 + $2.98 ≠ $18.23 charged.
    expect(dishUnitPriceCents(1795, 15, []).unitPriceCents + Math.round(350 * 0.85)).not.toBe(
      dishUnitPriceCents(1795, 15, [{ priceDeltaCents: 350 }]).unitPriceCents,
    );
  });
});

describe("the owner's option groups", () => {
  const group = (overrides: Record<string, unknown> = {}) => ({
    name: 'Spice level',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    choices: [{ name: 'Mild' }, { name: 'Hot', priceDelta: 0.5 }],
    ...overrides,
  });
  const problems = (input: unknown) => {
    const parsed = optionGroupsInputSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes groups with defaults: available choices, no extra price', () => {
    const parsed = optionGroupsInputSchema.parse([group()]);
    expect(parsed[0]!.choices).toEqual([
      { name: 'Mild', priceDelta: 0, isAvailable: true },
      { name: 'Hot', priceDelta: 0.5, isAvailable: true },
    ]);
  });

  it('refuses a minimum over the maximum, a maximum over the choices, empty names and bad prices', () => {
    expect(problems([group({ required: false, minChoices: 2, maxChoices: 1 })])).toContain(
      'Spice level: the minimum cannot be more than the maximum',
    );
    expect(problems([group({ maxChoices: 3 })])).toContain(
      'Spice level: the maximum cannot be more than the number of options',
    );
    expect(problems([group({ minChoices: 0 })])).toContain(
      'Spice level: a required group needs a minimum of at least 1',
    );
    expect(problems([group({ name: '  ' })])).toContain('Please give each option group a name');
    expect(problems([group({ choices: [{ name: '' }] })])).toContain('Please give each option a name');
    expect(problems([group({ choices: [] })])).toContain('Each option group needs at least one option');
    expect(problems([group({ choices: [{ name: 'Mild', priceDelta: -1 }] })])).toHaveLength(1);
    expect(problems([group({ choices: [{ name: 'Mild', priceDelta: 1.005 }] })])).toContain(
      "An option's extra price can have at most 2 decimals",
    );
    expect(problems([group({ _id: 'same' }), group({ _id: 'same' })])).toContain(
      'Each option group and option can be sent once',
    );
  });
});

describe('optionGroupRulesOf', () => {
  it('reads the prices of the wire (dollars) as cents, keeping everything else', () => {
    const group = {
      _id: 'g',
      name: 'Add-ons',
      required: false,
      minChoices: 0,
      maxChoices: 2,
      choices: [{ _id: 'c', name: 'Raita', priceDelta: 3.1, isAvailable: false }],
    };
    expect(optionGroupRulesOf([group])).toEqual([
      { ...group, choices: [{ _id: 'c', name: 'Raita', priceDeltaCents: 310, isAvailable: false }] },
    ]);
  });
});

describe('optionsSummary', () => {
  it('reads group by group, with the price each choice added', () => {
    expect(
      optionsSummary([
        { group: 'Spice level', name: 'Hot', priceDelta: 0 },
        { group: 'Add-ons', name: 'Extra naan', priceDelta: 3.5 },
        { group: 'Add-ons', name: 'Raita', priceDelta: 3 },
      ]),
    ).toBe('Spice level: Hot · Add-ons: Extra naan (+$3.50), Raita (+$3.00)');
    expect(optionsSummary([])).toBe('');
  });
});
