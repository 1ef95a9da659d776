import type { Food } from '@flame/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { foodOptionChoices, foodOptionGroups } from '../../db/schema';
import { FOREIGN_OPTION_ID } from './option-groups';

const { ctx, owner } = useTestApp({ seed: true });

const publicMenu = async (): Promise<Food[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/food' })).json().data;
const publicDish = async (id: string): Promise<Food> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/food/${id}` })).json().data;
const create = (fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/food',
    headers: owner.headers,
    payload: multipartForm(fields),
  });
const update = (id: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/food/${id}`,
    headers: owner.headers,
    payload: multipartForm(fields),
  });

const spice = {
  name: 'Spice level',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [{ name: 'Mild' }, { name: 'Hot' }, { name: 'Nepali hot', priceDelta: 0.75 }],
};
const extras = {
  name: 'Add-ons',
  maxChoices: 2,
  choices: [
    { name: 'Extra naan', priceDelta: 3.5 },
    { name: 'Raita', priceDelta: 3 },
  ],
};

describe('option groups in food answers', () => {
  it('carries every group with its choices, in the owner order, on the menu, one dish and the owner list', async () => {
    const menu = await publicMenu();
    const withGroups = menu.filter((food) => food.optionGroups.length > 0);
    expect(withGroups.length).toBeGreaterThanOrEqual(12);
    const curry = menu.find((food) => food.name === 'Butter Chicken')!;
    expect(curry.optionGroups).toEqual([
      {
        _id: expect.any(String),
        name: 'Spice level',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: ['Mild', 'Medium', 'Hot', 'Nepali hot'].map((name) => ({
          _id: expect.any(String),
          name,
          priceDelta: 0,
          isAvailable: true,
        })),
      },
      {
        _id: expect.any(String),
        name: 'Add-ons',
        required: false,
        minChoices: 0,
        maxChoices: 2,
        choices: [
          { _id: expect.any(String), name: 'Extra naan', priceDelta: 3.5, isAvailable: true },
          { _id: expect.any(String), name: 'Raita', priceDelta: 3, isAvailable: true },
        ],
      },
    ]);
    const biryani = menu.find((food) => food.name === 'Hyderabadi Chicken Dum Biryani')!;
    expect(biryani.optionGroups[0]!.choices.map((c) => [c.name, c.priceDelta])).toEqual([
      ['Half', 0],
      ['Full', 6],
    ]);
    expect(menu.find((food) => food.name === 'Jhol Momo')!.optionGroups[0]!.name).toBe('Filling');
    expect(
      menu.find((food) => food.name === 'Palak Paneer')!.optionGroups[1]!.choices.map((c) => c.name),
    ).toEqual(['Extra naan', 'Raita', 'Extra paneer']);
    expect(await publicDish(curry._id)).toEqual(curry);
    const ownerList = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/food', headers: owner.headers })
    ).json().data as Food[];
    expect(ownerList.find((food) => food._id === curry._id)!.optionGroups).toEqual(curry.optionGroups);
  });
});

describe("the owner's edits of option groups", () => {
  it('creates a dish with groups, defaults filled in, and a dish without any has none', async () => {
    const created = await create({
      name: 'Test Karahi',
      price: '16',
      category: 'Main Course',
      optionGroups: JSON.stringify([spice, extras]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const food = created.json().data as Food;
    expect(food.optionGroups.map((g) => [g.name, g.required, g.minChoices, g.maxChoices])).toEqual([
      ['Spice level', true, 1, 1],
      ['Add-ons', false, 0, 2],
    ]);
    expect(food.optionGroups[0]!.choices[2]).toEqual({
      _id: expect.any(String),
      name: 'Nepali hot',
      priceDelta: 0.75,
      isAvailable: true,
    });
    expect(await publicDish(food._id)).toEqual(food);

    const plain = await create({ name: 'Test Plain Rice', price: '4', category: 'Rice' });
    expect(plain.json().data.optionGroups).toEqual([]);
  });

  it('replaces groups in the order sent, keeping the ids sent back, and keeps them when the field is left out', async () => {
    const food = (
      await create({
        name: 'Test Saag',
        price: '14',
        category: 'Main Course',
        optionGroups: JSON.stringify([spice, extras]),
      })
    ).json().data as Food;
    const [spiceGroup, extrasGroup] = food.optionGroups;
    const hot = spiceGroup!.choices[1]!;

    // Reordered groups, a renamed and repriced choice, one removed, one new, one unavailable.
    const edited = await update(food._id, {
      optionGroups: JSON.stringify([
        {
          ...extrasGroup,
          choices: [{ ...extrasGroup!.choices[1], name: 'Cucumber raita', priceDelta: 3.25 }],
          maxChoices: 1,
        },
        {
          ...spiceGroup,
          choices: [{ ...hot, isAvailable: false }, spiceGroup!.choices[0], { name: 'Extra hot' }],
        },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().data as Food;
    expect(after.optionGroups.map((g) => g._id)).toEqual([extrasGroup!._id, spiceGroup!._id]);
    expect(after.optionGroups[0]!.choices).toEqual([
      { _id: extrasGroup!.choices[1]!._id, name: 'Cucumber raita', priceDelta: 3.25, isAvailable: true },
    ]);
    expect(after.optionGroups[1]!.choices.map((c) => [c._id, c.name, c.isAvailable])).toEqual([
      [hot._id, 'Hot', false],
      [spiceGroup!.choices[0]!._id, 'Mild', true],
      [expect.any(String), 'Extra hot', true],
    ]);
    const removed = await ctx.db
      .select()
      .from(foodOptionChoices)
      .where(inArray(foodOptionChoices.id, [spiceGroup!.choices[2]!._id, extrasGroup!.choices[0]!._id]));
    expect(removed).toEqual([]);

    // Other fields alone leave the groups as they are; the public answers show the edit at once.
    const renamed = await update(food._id, { name: 'Test Saag Paneer' });
    expect(renamed.json().data.optionGroups).toEqual(after.optionGroups);
    expect((await publicDish(food._id)).optionGroups).toEqual(after.optionGroups);
    expect((await publicMenu()).find((f) => f._id === food._id)!.optionGroups).toEqual(after.optionGroups);
  });

  it('refuses bad groups with a 400 and changes nothing', async () => {
    const food = (
      await create({
        name: 'Test Korma',
        price: '15',
        category: 'Main Course',
        optionGroups: JSON.stringify([spice]),
      })
    ).json().data as Food;
    const stored = async () =>
      ctx.db.select().from(foodOptionGroups).where(eq(foodOptionGroups.foodId, food._id));
    const before = await stored();
    const other = (await publicMenu()).find((f) => f.name === 'Butter Chicken')!;

    const cases: [unknown, string][] = [
      [
        [{ ...spice, required: false, minChoices: 2, maxChoices: 1 }],
        'Spice level: the minimum cannot be more than the maximum',
      ],
      [[{ ...spice, maxChoices: 4 }], 'Spice level: the maximum cannot be more than the number of options'],
      [[{ ...spice, name: ' ' }], 'Please give each option group a name'],
      [[{ ...spice, choices: [{ name: '' }] }], 'Please give each option a name'],
      [
        [{ ...spice, choices: [{ name: 'Mild', priceDelta: -2 }] }],
        "An option's extra price must be an amount in dollars from 0 to 1000",
      ],
      [[{ ...other.optionGroups[0] }], FOREIGN_OPTION_ID],
      [[{ ...spice, choices: [{ ...other.optionGroups[0]!.choices[0] }] }], FOREIGN_OPTION_ID],
      ['not json', 'Option groups must be a list'],
    ];
    for (const [groups, message] of cases) {
      const payload = typeof groups === 'string' ? groups : JSON.stringify(groups);
      const response = await update(food._id, { name: 'Should Not Stick', optionGroups: payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const refusedCreate = await create({
      name: 'Test Never Made',
      price: '10',
      category: 'Main Course',
      optionGroups: JSON.stringify([{ ...spice, maxChoices: 0 }]),
    });
    expect(refusedCreate.statusCode).toBe(400);
    expect((await publicMenu()).some((f) => f.name === 'Test Never Made')).toBe(false);
    expect(await stored()).toEqual(before);
    expect((await publicDish(food._id)).name).toBe('Test Korma');
  });

  it('moves the catalogue version with every change of groups or choices', async () => {
    const version = async () =>
      (await ctx.database.pool.query<{ version: string }>('select version from catalogue_version')).rows[0]!
        .version;
    const food = (await publicMenu()).find((f) => f.name === 'Veg Momo')!;
    const before = await version();
    await ctx.db
      .update(foodOptionChoices)
      .set({ isAvailable: false })
      .where(eq(foodOptionChoices.id, food.optionGroups[0]!.choices[0]!._id));
    const afterChoice = await version();
    expect(afterChoice).not.toBe(before);
    await ctx.db
      .update(foodOptionGroups)
      .set({ name: 'Stuffing' })
      .where(eq(foodOptionGroups.id, food.optionGroups[0]!._id));
    expect(await version()).not.toBe(afterChoice);
    // The cached menu answers the change at once.
    const seen = (await publicMenu()).find((f) => f._id === food._id)!;
    expect(seen.optionGroups[0]!.name).toBe('Stuffing');
    expect(seen.optionGroups[0]!.choices[0]!.isAvailable).toBe(false);
  });
});
