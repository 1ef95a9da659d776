import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({});

const HOME = {
  street: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  coordinates: { lat: 39.7817, lng: -89.6501 },
};
const WORK = { ...HOME, street: '500 Market Street', zipCode: '62701-1234' };

const add = (user: TestUser | undefined, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/address',
    headers: user?.headers ?? {},
    payload: body as object,
  });
const list = (user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/addresses', headers: user.headers });
const makeDefault = (user: TestUser | undefined, id: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/address/${id}/default`,
    headers: user?.headers ?? {},
  });
const remove = (user: TestUser | undefined, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/address/${id}`, headers: user?.headers ?? {} });

describe('POST /api/users/address', () => {
  it('saves the address; the first becomes the default, the next does not', async () => {
    const user = await createUser(ctx.app);
    const first = await add(user, { ...HOME, street: '  123 Main Street ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Address added successfully!',
      data: { ...HOME, isDefault: true, _id: expect.any(String) },
    });
    const second = await add(user, WORK);
    expect(second.json().data).toMatchObject({ street: '500 Market Street', isDefault: false });

    const saved = (await list(user)).json().data;
    expect(saved.map((a: { street: string; isDefault: boolean }) => [a.street, a.isDefault])).toEqual([
      ['123 Main Street', true],
      ['500 Market Street', false],
    ]);
    // The user as /me shows it carries the same addresses.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().data.addresses).toEqual(saved);
  });

  it('refuses missing fields, a bad ZIP code and coordinates out of range, saving nothing', async () => {
    const user = await createUser(ctx.app);
    const missing = await add(user, { ...HOME, street: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toHaveProperty('street');
    expect(missing.json().message).toContain('Street is required');

    for (const zipCode of ['1234', 'ABCDE', '12345-67', '']) {
      const bad = await add(user, { ...HOME, zipCode });
      expect(bad.statusCode, zipCode).toBe(400);
      expect(bad.json().error).toHaveProperty('zipCode');
    }

    const farNorth = await add(user, { ...HOME, coordinates: { lat: 91, lng: 0 } });
    expect(farNorth.statusCode).toBe(400);
    expect(farNorth.json().message).toContain('Latitude must be between -90 and 90');
    const farEast = await add(user, { ...HOME, coordinates: { lat: 0, lng: 180.5 } });
    expect(farEast.json().message).toContain('Longitude must be between -180 and 180');
    const noCoordinates = await add(user, { ...HOME, coordinates: undefined });
    expect(noCoordinates.statusCode).toBe(400);

    expect((await list(user)).json().data).toEqual([]);
  });

  it('accepts 0,0 (location refused by the device)', async () => {
    const user = await createUser(ctx.app);
    const response = await add(user, { ...HOME, coordinates: { lat: 0, lng: 0 } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.coordinates).toEqual({ lat: 0, lng: 0 });
  });

  it('keeps at most 20 addresses per customer', async () => {
    const user = await createUser(ctx.app);
    for (let i = 0; i < 20; i += 1) await add(user, { ...HOME, street: `${i} Main Street` });
    const over = await add(user, HOME);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You can save up to 20 addresses. Delete one to add another.');
  });

  it('refuses an anonymous caller, even with a bad body', async () => {
    expect((await add(undefined, HOME)).statusCode).toBe(401);
    expect((await add(undefined, {})).statusCode).toBe(401);
    const anonymousList = await ctx.app.inject({ method: 'GET', url: '/api/users/addresses' });
    expect(anonymousList.statusCode).toBe(401);
  });
});

describe('default and delete', () => {
  async function userWithTwo() {
    const user = await createUser(ctx.app);
    const home = (await add(user, HOME)).json().data;
    const work = (await add(user, WORK)).json().data;
    return { user, home, work };
  }

  it('switches the default to another own address', async () => {
    const { user, home, work } = await userWithTwo();
    const response = await makeDefault(user, work._id);
    expect(response.statusCode).toBe(200);
    const defaults = response
      .json()
      .data.map((a: { _id: string; isDefault: boolean }) => [a._id, a.isDefault]);
    expect(defaults).toEqual([
      [home._id, false],
      [work._id, true],
    ]);
  });

  it('deletes an address; deleting the default hands it to the oldest remaining one', async () => {
    const { user, home, work } = await userWithTwo();
    const third = (await add(user, { ...WORK, street: '9 Elm Street' })).json().data;
    const response = await remove(user, home._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ _id: work._id, isDefault: true }),
      expect.objectContaining({ _id: third._id, isDefault: false }),
    ]);
    expect((await remove(user, third._id)).json().data).toHaveLength(1);
    expect((await remove(user, work._id)).json().data).toEqual([]);
  });

  it("never touches another customer's address, and answers as if it did not exist", async () => {
    const { user, home } = await userWithTwo();
    const other = await createUser(ctx.app);
    const setOther = await makeDefault(other, home._id);
    expect(setOther.statusCode).toBe(404);
    expect(setOther.json()).toEqual({ success: false, message: 'Address not found' });
    const deleteOther = await remove(other, home._id);
    expect(deleteOther.statusCode).toBe(404);
    expect((await remove(other, 'no-such-address')).statusCode).toBe(404);
    expect((await list(user)).json().data).toHaveLength(2);
    expect((await list(other)).json().data).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const { home } = await userWithTwo();
    expect((await makeDefault(undefined, home._id)).statusCode).toBe(401);
    expect((await remove(undefined, home._id)).statusCode).toBe(401);
  });

  it('keeps exactly one default when two addresses are added at the same moment', async () => {
    const user = await createUser(ctx.app);
    const answers = await Promise.all([add(user, HOME), add(user, WORK), add(user, HOME)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const saved = (await list(user)).json().data as { isDefault: boolean }[];
    expect(saved.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
