import type { Food, OptionGroup, OrderItem } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT_REASONS, orderAgain, orderAgainNotice } from './order-again';

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
  maxChoices: 3,
  choices: [{ _id: 'c-naan', name: 'Extra naan', priceDelta: 2.5, isAvailable: true }],
};

const dish = (id: string, overrides: Partial<Food> = {}) =>
  ({
    _id: id,
    name: id,
    images: [`/images/${id}.svg`],
    price: 10,
    discount: 0,
    discountedPrice: 10,
    isAvailable: true,
    soldOutUntil: null,
    optionGroups: [],
    ...overrides,
  }) as unknown as Food;

const item = (id: string | null, name: string, overrides: Partial<OrderItem> = {}): OrderItem => ({
  _id: `line-${name}`,
  food: { _id: id, name, price: 10, image: null },
  quantity: 1,
  specialInstructions: null,
  originalPrice: 10,
  discount: 0,
  lineTotal: 10,
  options: [],
  ...overrides,
});

const hotWithNaan = [
  { group: 'Spice level', name: 'Hot', priceDelta: 0 },
  { group: 'Extras', name: 'Extra naan', priceDelta: 2.5 },
];

describe('order again', () => {
  it('keeps every line of dishes still on the menu, with quantity, options, instructions and today’s price', () => {
    const menu = [
      dish('curry', {
        name: 'Butter Chicken',
        price: 20,
        discount: 10,
        discountedPrice: 18,
        optionGroups: [spice, extras],
      }),
      dish('naan', { name: 'Garlic Naan' }),
    ];
    const { lines, leftOut } = orderAgain(
      [
        item('curry', 'Butter Chicken', {
          quantity: 2,
          options: hotWithNaan,
          specialInstructions: 'No cilantro',
        }),
        item('naan', 'Garlic Naan', { quantity: 3 }),
      ],
      menu,
    );
    expect(leftOut).toEqual([]);
    expect(lines).toEqual([
      {
        // (20 + 2.50) less 10 %: the discount covers the options too; 22.50 before it, struck through.
        food: {
          _id: 'curry',
          name: 'Butter Chicken',
          image: '/images/curry.svg',
          price: 20.25,
          listPrice: 22.5,
        },
        quantity: 2,
        specialInstructions: 'No cilantro',
        choiceIds: ['c-hot', 'c-naan'],
        options: hotWithNaan,
      },
      {
        food: { _id: 'naan', name: 'Garlic Naan', image: '/images/naan.svg', price: 10, listPrice: 10 },
        quantity: 3,
      },
    ]);
  });

  it('names a dish deleted, hidden (not on the public menu) or sold out today, and keeps the others', () => {
    const menu = [
      dish('naan', { name: 'Garlic Naan' }),
      dish('lassi', { name: 'Mango Lassi', soldOutUntil: '2026-12-02T16:00:00.000Z' }),
    ];
    const { lines, leftOut } = orderAgain(
      [
        item('naan', 'Garlic Naan'),
        item(null, 'Samosa'),
        item('hidden', 'Paneer Tikka'),
        item('lassi', 'Mango Lassi', { quantity: 2 }),
      ],
      menu,
    );
    expect(lines.map((line) => line.food.name)).toEqual(['Garlic Naan']);
    expect(leftOut).toEqual([
      { name: 'Samosa', reason: LEFT_OUT_REASONS.gone },
      { name: 'Paneer Tikka', reason: LEFT_OUT_REASONS.gone },
      { name: 'Mango Lassi', reason: LEFT_OUT_REASONS.soldOut },
    ]);
  });

  it('names a dish whose chosen option is gone, renamed, not available now, or whose required choice is new', () => {
    const order = [item('curry', 'Butter Chicken', { options: hotWithNaan })];
    const changed = (optionGroups: OptionGroup[]) =>
      orderAgain(order, [dish('curry', { name: 'Butter Chicken', optionGroups })]).leftOut;
    const optionsChanged = [{ name: 'Butter Chicken', reason: LEFT_OUT_REASONS.optionsChanged }];

    expect(changed([spice])).toEqual(optionsChanged);
    expect(changed([{ ...spice, name: 'Heat' }, extras])).toEqual(optionsChanged);
    expect(changed([spice, { ...extras, choices: [{ ...extras.choices[0]!, isAvailable: false }] }])).toEqual(
      optionsChanged,
    );
    const size: OptionGroup = {
      ...spice,
      _id: 'g-size',
      name: 'Size',
      choices: [{ ...spice.choices[0]!, _id: 'c-large', name: 'Large' }],
    };
    expect(changed([spice, extras, size])).toEqual(optionsChanged);
    // A new optional group, or a price change of a kept option, leaves the line in at today's price.
    const dearer = { ...extras, choices: [{ ...extras.choices[0]!, priceDelta: 3 }] };
    const kept = orderAgain(order, [
      dish('curry', {
        name: 'Butter Chicken',
        optionGroups: [spice, dearer, { ...size, required: false, minChoices: 0 }],
      }),
    ]);
    expect(kept.leftOut).toEqual([]);
    expect(kept.lines[0]!.food.price).toBe(13);
    expect(kept.lines[0]!.options).toEqual([hotWithNaan[0], { ...hotWithNaan[1], priceDelta: 3 }]);
  });

  it('names a dish by its name today when it was renamed', () => {
    const { leftOut } = orderAgain(
      [item('lassi', 'Mango Lassi')],
      [dish('lassi', { name: 'Mango Lassi (large)', soldOutUntil: '2026-12-02T16:00:00.000Z' })],
    );
    expect(leftOut).toEqual([{ name: 'Mango Lassi (large)', reason: LEFT_OUT_REASONS.soldOut }]);
  });
});

describe('order again notice', () => {
  it('says how many items were added and names every dish left out with its reason', () => {
    const line = { food: { _id: 'a', name: 'A', image: null, price: 1 }, quantity: 2 };
    expect(orderAgainNotice({ lines: [line], leftOut: [] })).toEqual({
      title: 'Added 2 items from your order.',
      detail: null,
    });
    expect(
      orderAgainNotice({
        lines: [{ ...line, quantity: 1 }],
        leftOut: [
          { name: 'Mango Lassi', reason: LEFT_OUT_REASONS.soldOut },
          { name: 'Samosa', reason: LEFT_OUT_REASONS.gone },
        ],
      }),
    ).toEqual({
      title: 'Added 1 item from your order.',
      detail: 'Left out: Mango Lassi (sold out today), Samosa (no longer on the menu).',
    });
    expect(
      orderAgainNotice({ lines: [], leftOut: [{ name: 'Samosa', reason: LEFT_OUT_REASONS.gone }] }).title,
    ).toBe('Nothing from this order could be added.');
  });
});
