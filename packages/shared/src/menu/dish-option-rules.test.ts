import { describe, expect, it } from 'vitest';
import {
  chooseOptions,
  needsChoices,
  optionGroupRulesOf,
  optionsSummary,
  optionUnitPriceCents,
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
    expect(optionUnitPriceCents(1795, 15, chosen)).toBe(2078);
    expect(priceLine(unitBeforeDiscountCents(1795, chosen), 15, 3)).toEqual({
      unitPriceCents: 2078,
      lineTotalCents: 6234,
    });
    expect(optionUnitPriceCents(1000, 0, [])).toBe(1000);
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
