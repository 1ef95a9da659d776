import { toCents, type Food, type OptionGroup, type Order, type PickupRow } from '@flame/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders } from '../../db/schema';
import { menu, validPickupTime } from './order-test-helpers';

const {
  ctx,
  owner,
  users: { customer },
} = useTestApp({ seed: true, users: { customer: { name: 'Priya Options' } } });

const dish = async (name: string): Promise<Food> => {
  const found = (await menu(ctx.app)).find((food) => food.name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const group = (food: Food, name: string): OptionGroup => food.optionGroups.find((g) => g.name === name)!;
const choiceId = (food: Food, groupName: string, choiceName: string): string =>
  group(food, groupName).choices.find((choice) => choice.name === choiceName)!._id;

type Line = { foodId: string; quantity: number; choiceIds?: string[]; specialInstructions?: string };
const order = async (items: Line[], headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders/pickup',
    headers: { ...customer.headers, ...headers },
    payload: { items, phone: '(555) 123-4567', pickupTime: await validPickupTime(ctx.app) },
  });
const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]!.n;

/** The owner's `PUT /api/food/{id}` with only `optionGroups` (JSON), as the dish form sends it. */
const editGroups = (foodId: string, groups: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/food/${foodId}`,
    headers: owner.headers,
    payload: multipartForm({ optionGroups: JSON.stringify(groups) }),
  });

/** The groups as the owner sends them back: every id kept. */
const asSent = (groups: OptionGroup[]) =>
  groups.map(({ choices, ...rest }) => ({ ...rest, choices: choices.map((choice) => ({ ...choice })) }));

describe('ordering a dish with options', () => {
  it('prices (dish price + the chosen deltas) less the discount, rounded per unit, times the quantity', async () => {
    const curry = await dish('Butter Chicken');
    const rice = await dish('Jeera Rice');
    expect(curry.discount).toBe(10);
    expect(curry.price).toBe(17.95);
    expect(rice.optionGroups).toEqual([]);

    const response = await order([
      {
        foodId: curry._id,
        quantity: 3,
        choiceIds: [
          choiceId(curry, 'Add-ons', 'Raita'),
          choiceId(curry, 'Spice level', 'Nepali hot'),
          choiceId(curry, 'Add-ons', 'Extra naan'),
        ],
      },
      { foodId: rice._id, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().data as Order;
    // (17.95 + 3.50 + 3.00) = 24.45, less 10 % = 22.005 → 22.01 a unit, × 3 = 66.03.
    expect(placed.items[0]).toMatchObject({
      food: { _id: curry._id, name: 'Butter Chicken', price: 22.01 },
      quantity: 3,
      originalPrice: 24.45,
      discount: 10,
      lineTotal: 66.03,
      options: [
        { group: 'Spice level', name: 'Nepali hot', priceDelta: 0 },
        { group: 'Add-ons', name: 'Extra naan', priceDelta: 3.5 },
        { group: 'Add-ons', name: 'Raita', priceDelta: 3 },
      ],
    });
    expect(placed.items[1]).toMatchObject({ lineTotal: rice.discountedPrice, options: [] });
    expect(toCents(placed.total)).toBe(6603 + toCents(rice.discountedPrice));
  });

  it('refuses, with the dish and group named and nothing saved, each choice that breaks a rule', async () => {
    const curry = await dish('Butter Chicken');
    const biryani = await dish('Hyderabadi Chicken Dum Biryani');
    const mild = choiceId(curry, 'Spice level', 'Mild');
    const before = await orderCount();
    const refusal = async (line: Line) => {
      const response = await order([line]);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { message: string }).message;
    };

    expect(await refusal({ foodId: curry._id, quantity: 1 })).toBe('Butter Chicken: choose a spice level');
    expect(
      await refusal({
        foodId: curry._id,
        quantity: 1,
        choiceIds: [choiceId(curry, 'Add-ons', 'Raita')],
      }),
    ).toBe('Butter Chicken: choose a spice level');
    expect(
      await refusal({
        foodId: curry._id,
        quantity: 1,
        choiceIds: [mild, choiceId(curry, 'Spice level', 'Hot')],
      }),
    ).toBe('Butter Chicken: choose only one spice level');
    expect(
      await refusal({ foodId: curry._id, quantity: 1, choiceIds: [mild, choiceId(biryani, 'Size', 'Full')] }),
    ).toBe('Butter Chicken: one of the chosen options is not offered with this dish');
    expect(await refusal({ foodId: biryani._id, quantity: 2, choiceIds: [] })).toBe(
      'Hyderabadi Chicken Dum Biryani: choose a size',
    );

    // The owner makes a choice unavailable for now and adds a group of at least two and at most two.
    const groups = asSent(curry.optionGroups);
    groups[0]!.choices.find((choice) => choice.name === 'Hot')!.isAvailable = false;
    groups.push({
      name: 'Sides',
      required: false,
      minChoices: 2,
      maxChoices: 2,
      choices: [
        { name: 'Papad', priceDelta: 1 },
        { name: 'Salad', priceDelta: 1.5 },
        { name: 'Pickle', priceDelta: 0.5 },
      ],
    } as (typeof groups)[number]);
    const edited = await editGroups(curry._id, groups);
    expect(edited.statusCode, edited.body).toBe(200);
    const now = await dish('Butter Chicken');
    const papad = choiceId(now, 'Sides', 'Papad');
    const salad = choiceId(now, 'Sides', 'Salad');
    const pickle = choiceId(now, 'Sides', 'Pickle');

    expect(
      await refusal({ foodId: curry._id, quantity: 1, choiceIds: [choiceId(now, 'Spice level', 'Hot')] }),
    ).toBe('Butter Chicken: Hot (Spice level) is not available right now');
    expect(await refusal({ foodId: curry._id, quantity: 1, choiceIds: [mild, papad] })).toBe(
      'Butter Chicken: choose at least 2 options for Sides',
    );
    expect(await refusal({ foodId: curry._id, quantity: 1, choiceIds: [mild, papad, salad, pickle] })).toBe(
      'Butter Chicken: choose at most 2 options for Sides',
    );
    // One bad line refuses the whole order, the good line with it.
    const mixed = await order([
      { foodId: curry._id, quantity: 1, choiceIds: [mild, papad, salad] },
      { foodId: biryani._id, quantity: 1 },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      success: false,
      message: 'Hyderabadi Chicken Dum Biryani: choose a size',
      error: { items: ['Hyderabadi Chicken Dum Biryani: choose a size'] },
    });
    expect(await orderCount()).toBe(before);

    const fine = await order([{ foodId: curry._id, quantity: 1, choiceIds: [mild, papad, salad] }]);
    expect(fine.statusCode, fine.body).toBe(201);
    // 17.95 + 1.00 + 1.50 = 20.45, less 10 % = 18.405 → 18.41.
    expect((fine.json().data as Order).items[0]!.lineTotal).toBe(18.41);
  });

  it('refuses a list of choice ids that is not one with a 400', async () => {
    const curry = await dish('Butter Chicken');
    const response = await order([
      { foodId: curry._id, quantity: 1, choiceIds: 'mild' as unknown as string[] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('items.0.choiceIds: choiceIds must be a list of choice ids');
  });

  it('treats the same key with other choices as another order (409), and the same choices as a retry', async () => {
    const biryani = await dish('Vegetable Biryani');
    const half = choiceId(biryani, 'Size', 'Half');
    const full = choiceId(biryani, 'Size', 'Full');
    const key = { 'idempotency-key': `options-${Date.now()}` };
    const first = await order([{ foodId: biryani._id, quantity: 1, choiceIds: [half] }], key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await order([{ foodId: biryani._id, quantity: 1, choiceIds: [half] }], key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data._id).toBe(first.json().data._id);
    const other = await order([{ foodId: biryani._id, quantity: 1, choiceIds: [full] }], key);
    expect(other.statusCode).toBe(409);
  });
});

describe('an order keeps its options as they were', () => {
  it('shows the same names and prices in its detail, the list and the pickups board after the menu changes', async () => {
    const momo = await dish('Veg Momo');
    const filling = choiceId(momo, 'Filling', 'Paneer and spinach');
    const sesame = choiceId(momo, 'Momo achar', 'Sesame chutney');
    const placed = await order([{ foodId: momo._id, quantity: 2, choiceIds: [sesame, filling] }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const original = placed.json().data as Order;
    const expected = [
      { group: 'Filling', name: 'Paneer and spinach', priceDelta: 1 },
      { group: 'Momo achar', name: 'Sesame chutney', priceDelta: 1.5 },
    ];
    expect(original.items[0]!.options).toEqual(expected);

    // The owner renames and reprices the choices, then removes every group of the dish.
    const renamed = asSent(momo.optionGroups).map((g) => ({
      ...g,
      name: `${g.name} (new)`,
      choices: g.choices.map((choice) => ({ ...choice, name: `${choice.name} deluxe`, priceDelta: 9 })),
    }));
    expect((await editGroups(momo._id, renamed)).statusCode).toBe(200);
    expect((await dish('Veg Momo')).optionGroups[0]!.choices[1]).toMatchObject({
      name: 'Paneer and spinach deluxe',
      priceDelta: 9,
    });
    expect((await editGroups(momo._id, [])).statusCode).toBe(200);
    expect((await dish('Veg Momo')).optionGroups).toEqual([]);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${original._id}`,
      headers: customer.headers,
    });
    expect(detail.json().data).toEqual(original);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers })
    ).json().data as Order[];
    expect(list.find((o) => o._id === original._id)!.items[0]!.options).toEqual(expected);
    const board = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/pickups', headers: owner.headers })
    ).json().data as PickupRow[];
    expect(board.find((row) => row._id === original._id)!.items).toEqual([
      { name: 'Veg Momo', quantity: 2, options: expected, specialInstructions: null },
    ]);
  });
});
