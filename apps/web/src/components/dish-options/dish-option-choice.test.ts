import { optionsSummary } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { evaluateChoice } from './dish-option-choice';

// The demo's Chicken Momo: $12.95 at 20 % off, with Extra tomato achar $1.00 and Sesame chutney $1.50.
const chickenMomo = {
  name: 'Chicken Momo',
  price: 12.95,
  discount: 20,
  optionGroups: [
    {
      _id: 'achar',
      name: 'Momo achar',
      required: false,
      minChoices: 0,
      maxChoices: 2,
      choices: [
        { _id: 'tomato', name: 'Extra tomato achar', priceDelta: 1, isAvailable: true },
        { _id: 'sesame', name: 'Sesame chutney', priceDelta: 1.5, isAvailable: true },
      ],
    },
  ],
};

describe('evaluateChoice', () => {
  it('keeps Sesame chutney at $1.50 on the 20 % off momo: the deal shows on the unit, never as an add-on at $1.20', () => {
    const choice = evaluateChoice(chickenMomo, ['sesame']);
    // The dish page, the added-to-cart message, the cart and checkout read the option from the same summary.
    expect(choice.summary).toBe('Momo achar: Sesame chutney (+$1.50)');
    expect(choice.summary).not.toContain('1.20');
    expect(choice.summary).toBe(optionsSummary(choice.options));
    // $12.95 + $1.50 = $14.45 struck through; 20 % off = $11.56, what the server charges.
    expect(choice.unitPrice).toEqual({ listUnit: 14.45, unit: 11.56 });
  });
});
