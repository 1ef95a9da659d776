import fs from 'node:fs/promises';
import path from 'node:path';
import type { Food, Order } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartForm, notAnImage, pngUpload, withHeaders } from '../../../test/multipart';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { foods } from '../../db/schema';
import { orderBody } from '../orders/order-test-helpers';

const {
  ctx,
  owner,
  restaurant,
  users: { customer, strayAdmin },
} = useTestApp({ seed: true, users: { customer: {}, strayAdmin: { role: 'admin' } } });

type Headers = Record<string, string> | null; // null: anonymous
const form = multipartForm;
const create = (body: FormData, headers: Headers = owner.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/food', payload: body, ...withHeaders(headers) });
const update = (id: string, body: FormData, headers: Headers = owner.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/food/${id}`, payload: body, ...withHeaders(headers) });
const remove = (id: string, headers: Headers = owner.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/food/${id}`, ...withHeaders(headers) });
const setAvailable = (id: string, payload: unknown, headers: Headers = owner.headers) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/food/${id}/availability`,
    payload: payload as object,
    ...withHeaders(headers),
  });
const ownerList = async (): Promise<Food[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/food', headers: owner.headers })).json().data;
const publicMenu = async (): Promise<Food[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/food' })).json().data;

const basics = { name: 'Test Paneer Roll', price: '9.5', category: 'Chaat and Snacks' };

async function newDish(fields: Record<string, string> = {}): Promise<Food> {
  const response = await create(form({ ...basics, ...fields }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const rowOf = async (id: string) => (await ctx.db.select().from(foods).where(eq(foods.id, id)))[0]!;
const foodCount = async () => (await ctx.db.select({ id: foods.id }).from(foods)).length;
const uploads = async () => fs.readdir(ctx.config.uploadsDir).catch(() => [] as string[]);

describe('POST /api/food', () => {
  it('creates a dish from the multipart form: dollars to cents, category by name, photo first', async () => {
    const response = await create(
      form(
        {
          name: '  Chilli Paneer ',
          description: 'Crispy paneer tossed with peppers.',
          price: '13.49',
          category: 'Hakka Chinese',
          isAvailable: 'true',
          isVegetarian: 'true',
          isVegan: 'false',
          isGlutenFree: 'false',
          spiceLevel: '3',
          preparationTime: '20',
          discount: '10',
          restaurant: restaurant.id,
        },
        await pngUpload('paneer.png'),
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data, message } = response.json();
    expect(message).toBe('Food item created!');
    expect(data).toMatchObject({
      name: 'Chilli Paneer',
      price: 13.49,
      discountedPrice: 12.14,
      category: 'Hakka Chinese',
      categoryId: 'hakka-chinese',
      isVegetarian: true,
      spiceLevel: 3,
      preparationTime: 20,
      discount: 10,
      restaurant: restaurant.id,
    });
    expect(data.images).toHaveLength(1);
    expect(data.images[0]).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect((await rowOf(data._id)).priceCents).toBe(1349);
    const served = await ctx.app.inject({ method: 'GET', url: data.images[0] });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await publicMenu()).map((f) => f._id)).toContain(data._id);
  });

  it("applies the form's defaults and accepts the category's id", async () => {
    const response = await create(form({ name: 'Plain Lassi', category: 'beverages' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      price: 0,
      category: 'Beverages',
      isAvailable: true,
      isVegetarian: false,
      spiceLevel: 0,
      preparationTime: 15,
      discount: 0,
      images: [],
    });
  });

  it("a dish added without allergens or nutrition has them unknown (null), never 'none'", async () => {
    const dish = await newDish();
    expect(dish).toMatchObject({
      ingredients: [],
      allergens: null,
      nutritionInfo: { calories: null, protein: null, carbs: null, fat: null },
    });
    expect((await rowOf(dish._id)).allergens).toBeNull();
  });

  it('stores ingredients, allergens (a list, or [] for none confirmed), nutrition, vegan and gluten free', async () => {
    const listed = await newDish({
      ingredients: JSON.stringify([' Paneer ', 'Yogurt']),
      allergens: JSON.stringify(['Dairy', 'Tree nuts']),
      calories: '420',
      protein: '22.5',
      carbs: '',
      fat: '30',
      isVegetarian: 'true',
      isVegan: 'false',
      isGlutenFree: 'true',
    });
    expect(listed).toMatchObject({
      ingredients: ['Paneer', 'Yogurt'],
      allergens: ['Dairy', 'Tree nuts'],
      nutritionInfo: { calories: 420, protein: 22.5, carbs: null, fat: 30 },
      isGlutenFree: true,
    });
    const none = await newDish({ allergens: '[]' });
    expect(none.allergens).toEqual([]);
    expect((await rowOf(none._id)).allergens).toEqual([]);

    const changed = await update(listed._id, form({ allergens: 'null', calories: '', isVegan: 'true' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      allergens: null,
      ingredients: ['Paneer', 'Yogurt'],
      nutritionInfo: { calories: null, protein: 22.5, carbs: null, fat: 30 },
      isVegan: true,
    });
  });

  it('refuses allergens outside the common list, repeated, or not a list; nutrition out of range', async () => {
    const before = await foodCount();
    const cases: Record<string, string>[] = [
      { allergens: '["Gluten","Chocolate"]' },
      { allergens: '["Gluten","Gluten"]' },
      { allergens: 'Dairy, Egg' },
      { allergens: '"Dairy"' },
      { ingredients: 'Paneer, Yogurt' },
      { ingredients: JSON.stringify(['x'.repeat(61)]) },
      { ingredients: JSON.stringify(Array.from({ length: 41 }, (_, i) => `Spice ${i}`)) },
      { calories: '-1' },
      { calories: '12.5' },
      { calories: 'lots' },
      { protein: '1001' },
      { fat: 'abc' },
    ];
    for (const fields of cases) {
      const response = await create(form({ ...basics, ...fields }));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().error), JSON.stringify(fields)).toEqual(Object.keys(fields));
    }
    expect(await foodCount()).toBe(before);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await foodCount();
    const filesBefore = await uploads();
    const cases: [Record<string, string>, string][] = [
      [{ ...basics, name: '   ' }, 'Please give the dish a name'],
      [{ price: '5' }, 'Please give the dish a name'],
      [{ ...basics, price: 'abc' }, 'Price must be an amount in dollars from 0 to 10000'],
      [{ ...basics, price: '' }, 'Price must be an amount in dollars from 0 to 10000'],
      [{ ...basics, price: '4.999' }, 'Price can have at most 2 decimals'],
      [{ ...basics, spiceLevel: '6' }, 'Spice level must be a whole number from 0 to 5'],
      [{ ...basics, discount: '101' }, 'Discount must be a whole percentage from 0 to 100'],
      [{ ...basics, category: 'Desserts' }, 'Please choose a category'],
      [{ ...basics, isVegetarian: 'perhaps' }, 'Vegetarian must be true or false'],
    ];
    for (const [fields, message] of cases) {
      const response = await create(form(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const notImage = await create(form(basics, notAnImage()));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: 'Please select an image file' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/food',
      headers: owner.headers,
      payload: { name: 'JSON dish' },
    });
    expect(json.statusCode).toBe(400);
    expect(await foodCount()).toBe(before);
    expect(await uploads()).toEqual(filesBefore);
  });

  it('refuses a restaurant that is not the owner’s', async () => {
    const before = await foodCount();
    const response = await create(form({ ...basics, restaurant: 'someone-else' }));
    expect(response.statusCode).toBe(403);
    expect(await foodCount()).toBe(before);
  });
});

describe('PUT /api/food/{id}', () => {
  it('changes the fields sent, keeps the rest, and puts a new photo first', async () => {
    const dish = await newDish({ isVegetarian: 'true', isVegan: 'true', spiceLevel: '2' });
    const response = await update(
      dish._id,
      form({ name: 'Test Paneer Wrap', price: '10.25', isVegetarian: 'false' }, await pngUpload()),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Food item updated!');
    expect(data).toMatchObject({
      name: 'Test Paneer Wrap',
      price: 10.25,
      spiceLevel: 2,
      category: 'Chaat and Snacks',
      isVegetarian: false,
      isVegan: false,
    });
    expect(data.images[0]).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    const second = await update(dish._id, form({}, await pngUpload()));
    const replaced = second.json().data.images;
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).not.toBe(data.images[0]);
    expect(await uploads()).not.toContain(path.basename(data.images[0]));
  });

  it('refuses bad input, an unknown or deleted dish, and changes nothing', async () => {
    const dish = await newDish();
    const before = await rowOf(dish._id);
    const bad: Record<string, string>[] = [
      { name: '' },
      { price: 'abc' },
      { discount: '-1' },
      { isVegan: 'true' },
    ];
    for (const fields of bad) {
      const response = await update(dish._id, form(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const notImage = await update(dish._id, form({ name: 'Renamed' }, notAnImage()));
    expect(notImage.statusCode).toBe(400);
    expect(await rowOf(dish._id)).toEqual(before);

    expect((await update('no-such-dish', form({ name: 'X' }))).statusCode).toBe(404);
    await remove(dish._id);
    const gone = await update(dish._id, form({ name: 'Back again' }));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Food item not found');
  });
});

describe('PATCH /api/food/{id}/availability', () => {
  it('hides a dish from the public menu, dish page and ordering, and shows it again (idempotent)', async () => {
    const dish = await newDish();
    for (let i = 0; i < 2; i++) {
      const hidden = await setAvailable(dish._id, { isAvailable: false });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toMatchObject({
        message: 'Food item hidden from the menu!',
        data: { isAvailable: false },
      });
    }
    expect((await publicMenu()).map((f) => f._id)).not.toContain(dish._id);
    const restaurantMenu = await ctx.app.inject({
      method: 'GET',
      url: `/api/food/restaurant/${restaurant.id}`,
    });
    expect(restaurantMenu.json().data.map((f: Food) => f._id)).not.toContain(dish._id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/food/${dish._id}` })).statusCode).toBe(404);
    const owners = await ownerList();
    expect(owners.find((f) => f._id === dish._id)).toMatchObject({ isAvailable: false });

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/pickup',
      headers: customer.headers,
      payload: await orderBody(ctx.app, { items: [{ foodId: dish._id, quantity: 1 }] }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('Test Paneer Roll');

    const shown = await setAvailable(dish._id, { isAvailable: true });
    expect(shown.json()).toMatchObject({
      message: 'Food item is back on the menu!',
      data: { isAvailable: true },
    });
    expect((await publicMenu()).map((f) => f._id)).toContain(dish._id);
  });

  it('toggles the dish when no body is sent', async () => {
    const dish = await newDish();
    const toggle = () =>
      ctx.app.inject({ method: 'PATCH', url: `/api/food/${dish._id}/availability`, headers: owner.headers });
    const hidden = await toggle();
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Food item hidden from the menu!',
      data: { isAvailable: false },
    });
    expect((await rowOf(dish._id)).isAvailable).toBe(false);
    const shown = await toggle();
    expect(shown.json()).toMatchObject({
      message: 'Food item is back on the menu!',
      data: { isAvailable: true },
    });
    expect((await rowOf(dish._id)).isAvailable).toBe(true);
  });

  it('refuses a body that is not a boolean, and an unknown dish', async () => {
    const dish = await newDish();
    for (const payload of [{}, { isAvailable: 'false' }, { isAvailable: 0 }]) {
      const response = await setAvailable(dish._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await rowOf(dish._id)).isAvailable).toBe(true);
    expect((await setAvailable('no-such-dish', { isAvailable: false })).statusCode).toBe(404);
  });
});

describe('DELETE /api/food/{id}', () => {
  it('soft-deletes: gone from every list, while past orders keep their lines', async () => {
    const dish = await newDish({ price: '11.75' });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/pickup',
      headers: customer.headers,
      payload: await orderBody(ctx.app, { items: [{ foodId: dish._id, quantity: 2 }] }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json().data as Order)._id;

    const response = await remove(dish._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { _id: dish._id },
      message: 'Food item deleted!',
    });
    expect((await rowOf(dish._id)).deletedAt).toBeInstanceOf(Date);
    expect((await publicMenu()).map((f) => f._id)).not.toContain(dish._id);
    expect((await ownerList()).map((f) => f._id)).not.toContain(dish._id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/food/${dish._id}` })).statusCode).toBe(404);

    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(order.json().data.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        food: expect.objectContaining({ name: 'Test Paneer Roll', price: 11.75 }),
      }),
    ]);
    expect(order.json().data.total).toBe(23.5);

    expect((await remove(dish._id)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/food', () => {
  it("lists the owner's whole menu, hidden dishes too, never cached", async () => {
    const dish = await newDish({ isAvailable: 'false' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/food', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const list = response.json().data as Food[];
    expect(list.length).toBeGreaterThan((await publicMenu()).length);
    expect(list.find((f) => f._id === dish._id)).toMatchObject({ isAvailable: false });
  });
});

describe('access to the owner’s food calls', () => {
  it('answers 401 to anonymous callers, 403 to customers and to admins who do not own it, changing nothing', async () => {
    const dish = await newDish();
    const before = await rowOf(dish._id);
    const count = await foodCount();
    const callers: [Headers, number][] = [
      [null, 401],
      [customer.headers, 403],
      [strayAdmin.headers, 403],
    ];
    for (const [headers, status] of callers) {
      const answers = await Promise.all([
        ctx.app.inject({ method: 'GET', url: '/api/admin/food', ...withHeaders(headers) }),
        create(form({ ...basics, name: 'Intruder dish' }), headers),
        update(dish._id, form({ name: 'Intruded' }), headers),
        setAvailable(dish._id, { isAvailable: false }, headers),
        remove(dish._id, headers),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([status, status, status, status, status]);
      expect(answers[1]!.json().success).toBe(false);
    }
    expect(await rowOf(dish._id)).toEqual(before);
    expect(await foodCount()).toBe(count);
  });
});
