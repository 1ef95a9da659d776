import type { Food, OptionGroup } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { dishFormSchema } from './dish-form-schema';
import { foodFormData, foodFormDefaults } from './food-form-data';
import { newOptionChoice, newOptionGroup, type OptionGroupValues } from './option-group-values';

describe('the food form', () => {
  it("starts from the new dish's defaults, which the shared schema accepts", () => {
    const values = dishFormSchema.parse({ ...foodFormDefaults(null), name: 'Aloo Chop' });
    expect(values).toMatchObject({
      category: 'appetizers',
      price: 0,
      preparationTime: 15,
      spiceLevel: 0,
      discount: 0,
      isAvailable: true,
      isVegetarian: false,
      optionGroups: [],
    });
  });

  it('sends the category by its display name, the price with 2 decimals, the lists as JSON and blank unknowns', () => {
    const values = dishFormSchema.parse({
      name: 'Veg Momo',
      price: '9.5',
      category: 'momos-and-noodles',
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      ingredients: ['Cabbage', 'Wheat flour'],
      allergens: ['Gluten'],
      calories: '320',
      protein: '',
      optionGroups: [],
    });
    const body = foodFormData(values, { restaurantId: 'r1', image: null });
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Veg Momo',
      price: '9.50',
      category: 'Momos and Noodles',
      isVegetarian: 'true',
      isVegan: 'true',
      isGlutenFree: 'true',
      ingredients: '["Cabbage","Wheat flour"]',
      allergens: '["Gluten"]',
      calories: '320',
      protein: '',
      optionGroups: '[]',
      restaurant: 'r1',
    });
    expect(body.has('image')).toBe(false);
  });

  it("keeps unknown allergens apart from 'none': null and [] travel as 'null' and '[]'", () => {
    const unknown = dishFormSchema.parse({ ...foodFormDefaults(null), name: 'New dish' });
    expect(unknown.allergens).toBeNull();
    expect(foodFormData(unknown, { restaurantId: 'r1', image: null }).get('allergens')).toBe('null');
    const none = dishFormSchema.parse({
      ...foodFormDefaults({ allergens: [], nutritionInfo: {}, optionGroups: [] } as unknown as Food),
      name: 'Rice',
    });
    expect(foodFormData(none, { restaurantId: 'r1', image: null }).get('allergens')).toBe('[]');
  });
});

const SPICE: OptionGroup = {
  _id: 'g-spice',
  name: 'Spice level',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    { _id: 'c-mild', name: 'Mild', priceDelta: 0, isAvailable: true },
    { _id: 'c-nepali', name: 'Nepali hot', priceDelta: 0.5, isAvailable: false },
  ],
};
const ADD_ONS: OptionGroup = {
  _id: 'g-add-ons',
  name: 'Add-ons',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [
    { _id: 'c-naan', name: 'Extra naan', priceDelta: 2.25, isAvailable: true },
    { _id: 'c-raita', name: 'Raita', priceDelta: 1, isAvailable: true },
  ],
};
const dishWith = (optionGroups: OptionGroup[]) =>
  ({ name: 'Butter Chicken', allergens: null, nutritionInfo: {}, optionGroups }) as unknown as Food;

/** The form's values checked like a save, and the `optionGroups` JSON the save sends. */
function sentGroups(optionGroups: OptionGroupValues[]) {
  const values = dishFormSchema.parse({ ...foodFormDefaults(dishWith([])), optionGroups });
  return JSON.parse(String(foodFormData(values, { restaurantId: 'r1', image: null }).get('optionGroups')));
}

/** Where each problem of the form's groups shows, and what it says. */
function problems(optionGroups: OptionGroupValues[]) {
  const parsed = dishFormSchema.safeParse({ ...foodFormDefaults(dishWith([])), optionGroups });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe("the food form's option groups", () => {
  it("starts from the dish's groups in order, prices as 2-decimal text, and sends them back unchanged with their ids", () => {
    const values = foodFormDefaults(dishWith([SPICE, ADD_ONS]));
    expect(values.optionGroups.map((group) => group.name)).toEqual(['Spice level', 'Add-ons']);
    expect(values.optionGroups[0]).toMatchObject({ _id: 'g-spice', minChoices: '1', maxChoices: '1' });
    expect(values.optionGroups[1]!.choices.map((choice) => choice.priceDelta)).toEqual(['2.25', '1.00']);
    expect(sentGroups(values.optionGroups)).toEqual([SPICE, ADD_ONS]);
  });

  it('sends the order the owner set, new groups and choices without ids, typed numbers as numbers', () => {
    const [spice, addOns] = foodFormDefaults(dishWith([SPICE, ADD_ONS])).optionGroups;
    const size: OptionGroupValues = {
      ...newOptionGroup(),
      name: ' Size ',
      required: true,
      minChoices: '1',
      choices: [
        { ...newOptionChoice(), name: 'Half' },
        { ...newOptionChoice(), name: 'Full', priceDelta: '4.5' },
      ],
    };
    const reorderedChoices = { ...addOns!, choices: [addOns!.choices[1]!, addOns!.choices[0]!] };
    expect(sentGroups([size, reorderedChoices, spice!])).toEqual([
      {
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: [
          { name: 'Half', priceDelta: 0, isAvailable: true },
          { name: 'Full', priceDelta: 4.5, isAvailable: true },
        ],
      },
      { ...ADD_ONS, choices: [ADD_ONS.choices[1], ADD_ONS.choices[0]] },
      SPICE,
    ]);
  });

  it('reads a blank price as no extra price and sends an empty list for a dish without options', () => {
    const group = {
      ...newOptionGroup(),
      name: 'Dip',
      choices: [{ ...newOptionChoice(), name: 'Mint', priceDelta: ' ' }],
    };
    expect(sentGroups([group])[0].choices[0].priceDelta).toBe(0);
    expect(sentGroups([])).toEqual([]);
  });

  it("puts each of the server's refusals on the field that breaks it", () => {
    const [spice] = foodFormDefaults(dishWith([SPICE])).optionGroups;
    expect(problems([{ ...spice!, minChoices: '0' }])).toEqual([
      ['optionGroups.0.minChoices', 'Spice level: a required group needs a minimum of at least 1'],
    ]);
    expect(problems([{ ...spice!, maxChoices: '3' }])).toEqual([
      ['optionGroups.0.maxChoices', 'Spice level: the maximum cannot be more than the number of options'],
    ]);
    expect(problems([{ ...spice!, required: false, minChoices: '2', maxChoices: '1' }])).toEqual([
      ['optionGroups.0.minChoices', 'Spice level: the minimum cannot be more than the maximum'],
    ]);
    expect(problems([{ ...spice!, maxChoices: '0', minChoices: '0', required: false }])).toEqual([
      ['optionGroups.0.maxChoices', 'Spice level: the maximum must be at least 1'],
    ]);
    expect(problems([{ ...spice!, minChoices: '1.5' }])).toEqual([
      ['optionGroups.0.minChoices', 'The minimum must be a whole number'],
    ]);
    const choice = spice!.choices[0]!;
    expect(problems([{ ...spice!, choices: [{ ...choice, priceDelta: '-1' }] }])).toEqual([
      [
        'optionGroups.0.choices.0.priceDelta',
        "An option's extra price must be an amount in dollars from 0 to 1000",
      ],
    ]);
    expect(problems([{ ...spice!, choices: [{ ...choice, priceDelta: '1.005' }] }])).toEqual([
      ['optionGroups.0.choices.0.priceDelta', "An option's extra price can have at most 2 decimals"],
    ]);
    expect(problems([{ ...spice!, choices: [{ ...choice, priceDelta: 'abc' }] }])).toEqual([
      [
        'optionGroups.0.choices.0.priceDelta',
        "An option's extra price must be an amount in dollars from 0 to 1000",
      ],
    ]);
    expect(problems([{ ...spice!, name: ' ', choices: [{ ...choice, name: '' }] }])).toEqual([
      ['optionGroups.0.name', 'Please give each option group a name'],
      ['optionGroups.0.choices.0.name', 'Please give each option a name'],
    ]);
    expect(problems([{ ...spice!, choices: [] }])).toContainEqual([
      'optionGroups.0.choices',
      'Each option group needs at least one option',
    ]);
  });
});
