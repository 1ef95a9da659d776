import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { seedDemo } from '../../src/db/seed';
import { placeOrder, setStatus } from '../../src/modules/orders/order-test-helpers';
import { booking, tableByNumber, weeknight, ZONE } from '../../src/modules/tables/test-kit';
import { createUser, signInOwner, type TestUser } from '../factories';
import { multipartForm } from '../multipart';
import type { TestContext } from '../test-app';

/** The callers of the access matrix: nobody, two customers, and the restaurant's owner. */
export const ROLES = ['anonymous', 'customerA', 'customerB', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export interface Caller {
  role: Role;
  headers: Record<string, string>;
}

/**
 * What the matrix calls routes with: the seeded restaurant, its owner, two customers, and makers of fresh
 * resources that belong to customer A (a call that changes something gets its own).
 */
export async function buildWorld(ctx: TestContext) {
  await seedDemo(ctx.db, ctx.config.demoAccounts, { timeZone: ZONE });
  const owner = await signInOwner(ctx.app);
  const customerA: TestUser = await createUser(ctx.app, { name: 'Customer A' });
  const customerB: TestUser = await createUser(ctx.app, { name: 'Customer B' });
  const callers: Record<Role, Caller> = {
    anonymous: { role: 'anonymous', headers: {} },
    customerA: { role: 'customerA', headers: customerA.headers },
    customerB: { role: 'customerB', headers: customerB.headers },
    owner: { role: 'owner', headers: owner.headers },
  };
  const inject = (options: InjectOptions) => ctx.app.inject(options);
  const restaurant = (await inject({ method: 'GET', url: '/api/restaurants' })).json().data[0] as {
    _id: string;
  };
  const food = (await inject({ method: 'GET', url: '/api/food' })).json().data[0] as { _id: string };

  let bookings = 0;
  const world = {
    ctx,
    callers,
    customerA,
    customerB,
    ownerHeaders: owner.headers,
    restaurantId: restaurant._id,
    foodId: food._id,

    /** A pending order of customer A. */
    async orderOfA(): Promise<string> {
      return (await placeOrder(ctx.app, customerA.headers))._id;
    },

    /** A completed order of customer A, ready for its review. */
    async completedOrderOfA(): Promise<string> {
      const id = await world.orderOfA();
      for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
        expect((await setStatus(ctx.app, owner.headers, id, status)).statusCode).toBe(200);
      }
      return id;
    },

    /** A saved address of customer A. */
    async addressOfA(): Promise<string> {
      const response = await inject({
        method: 'POST',
        url: '/api/users/address',
        headers: customerA.headers,
        payload: {
          street: '12 Elm Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          coordinates: { lat: 30.27, lng: -97.74 },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data._id;
    },

    /** A booking body at a slot nobody holds yet (each call takes the next table and evening). */
    async freeBooking() {
      bookings += 1;
      const table = await tableByNumber(ctx, (bookings % 8) + 1);
      return booking(table.id, { reservedDate: weeknight(2, Math.floor(bookings / 8)), guests: 1 });
    },

    /** A reservation of customer A: its id and table. */
    async reservationOfA(): Promise<{ id: string; tableId: string }> {
      const body = await world.freeBooking();
      const response = await inject({
        method: 'POST',
        url: '/api/restaurants/table/book',
        headers: customerA.headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return { id: response.json().data._id, tableId: body.tableId };
    },

    /** A contact message sent through the public form: its inbox id. */
    async contactMessage(): Promise<string> {
      const payload = { name: 'Asha Rai', email: 'asha@example.test', subject: 'general', message: 'Hello!' };
      expect((await inject({ method: 'POST', url: '/api/restaurants/contact', payload })).statusCode).toBe(
        201,
      );
      const inbox = await inject({ method: 'GET', url: '/api/admin/inbox', headers: owner.headers });
      return (inbox.json().data.items as { _id: string; kind: string }[]).find(
        (item) => item.kind === 'contact',
      )!._id;
    },

    /** A number no other call of this world has used (table numbers). */
    nextNumber(): number {
      return ++bookings;
    },

    /** A table of the owner's, made for the call that deletes it. */
    async newTable(): Promise<string> {
      const form = multipartForm({ tableNumber: String(100 + world.nextNumber()), seats: '4' });
      const response = await inject({
        method: 'POST',
        url: '/api/restaurants/tables/create',
        headers: owner.headers,
        payload: form,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data._id;
    },
  };
  return world;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
