import type { InjectOptions } from 'fastify';
import { multipartForm, pngUpload } from '../multipart';
import type { TestContext } from '../test-app';

/**
 * The access-matrix rows of the owner's menu and team routes, in the shape of `ACCESS_CASES`
 * (`access-cases.ts`): spread them into it. Each call that changes something gets a dish or member of its own.
 */
type Role = 'anonymous' | 'customerA' | 'customerB' | 'owner';
interface CatalogueWorld {
  ctx: TestContext;
  ownerHeaders: Record<string, string>;
}
interface CatalogueCase {
  request(world: CatalogueWorld, caller: { role: Role }): Promise<InjectOptions> | InjectOptions;
  expect: Record<Role, number>;
}

const ownerOnly = (status: number) => ({ anonymous: 401, customerA: 403, customerB: 403, owner: status });

async function newDish(world: CatalogueWorld): Promise<string> {
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/food',
    headers: world.ownerHeaders,
    payload: multipartForm({ name: 'Access Matrix Dish', price: '5', category: 'Sides' }),
  });
  return (response.json() as { data: { _id: string } }).data._id;
}

async function newMember(world: CatalogueWorld): Promise<string> {
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/create-member',
    headers: world.ownerHeaders,
    payload: multipartForm({ name: 'Access Matrix Member', role: 'Host' }),
  });
  return (response.json() as { data: { _id: string } }).data._id;
}

export const CATALOGUE_ACCESS_CASES: Record<string, CatalogueCase> = {
  'GET /api/admin/food': {
    request: () => ({ method: 'GET', url: '/api/admin/food' }),
    expect: ownerOnly(200),
  },
  'POST /api/food': {
    request: async () => ({
      method: 'POST',
      url: '/api/food',
      payload: multipartForm(
        { name: 'Matrix Dal', price: '8.5', category: 'Main Course' },
        await pngUpload(),
      ),
    }),
    expect: ownerOnly(201),
  },
  'PUT /api/food/:id': {
    request: async (world) => ({
      method: 'PUT',
      url: `/api/food/${await newDish(world)}`,
      payload: multipartForm({ price: '6.25' }),
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/food/:id': {
    request: async (world) => ({ method: 'DELETE', url: `/api/food/${await newDish(world)}` }),
    expect: ownerOnly(200),
  },
  'PATCH /api/food/:id/availability': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/food/${await newDish(world)}/availability`,
      payload: { isAvailable: false },
    }),
    expect: ownerOnly(200),
  },
  'PATCH /api/food/:id/sold-out': {
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/food/${await newDish(world)}/sold-out`,
      payload: { soldOut: true },
    }),
    expect: ownerOnly(200),
  },
  'POST /api/restaurants/create-member': {
    request: async () => ({
      method: 'POST',
      url: '/api/restaurants/create-member',
      payload: multipartForm({ name: 'Matrix Member', role: 'Server' }, await pngUpload()),
    }),
    expect: ownerOnly(201),
  },
  'PUT /api/restaurants/update-member': {
    request: async (world) => ({
      method: 'PUT',
      url: '/api/restaurants/update-member',
      payload: multipartForm({
        memberId: await newMember(world),
        name: 'Matrix Member',
        role: 'Head Server',
      }),
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/restaurants/delete-member/:id': {
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/restaurants/delete-member/${await newMember(world)}`,
    }),
    expect: ownerOnly(200),
  },
};
