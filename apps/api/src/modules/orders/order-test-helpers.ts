import {
  needsChoices,
  pickupSlots,
  type Food,
  type Order,
  type PickupOrderInput,
  type PickupRow,
} from '@flame/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { currentOpeningHours } from '../restaurant/service';

/** Test helpers of the orders and tracking modules (not a test file). */

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  const { token } = response.json().data as { token: string };
  return { token, headers: { authorization: `Bearer ${token}` } };
}

export async function menu(app: FastifyInstance): Promise<Food[]> {
  return (await app.inject({ method: 'GET', url: '/api/food' })).json().data as Food[];
}

/** A dish with a discount and one without, both available and orderable without choosing options. */
export async function twoDishes(app: FastifyInstance): Promise<{ discounted: Food; plain: Food }> {
  const foods = (await menu(app)).filter((food) => food.isAvailable && !needsChoices(food));
  const discounted = foods.find((food) => food.discount > 0 && food.discount < 100)!;
  const plain = foods.find((food) => food.discount === 0)!;
  expect(discounted && plain).toBeTruthy();
  return { discounted, plain };
}

/** The first allowed pickup time of tomorrow (restaurant time), so the lead time is never an issue. */
export async function validPickupTime(app: FastifyInstance, now = new Date()): Promise<string> {
  const { openingHours, timeZone } = await currentOpeningHours(app.db);
  const days = pickupSlots(now, openingHours, timeZone);
  return days[1]!.slots[0]!.value;
}

export async function orderBody(
  app: FastifyInstance,
  overrides: Partial<PickupOrderInput> = {},
): Promise<PickupOrderInput> {
  const { discounted, plain } = await twoDishes(app);
  return {
    items: [
      { foodId: discounted._id, quantity: 2, specialInstructions: 'Extra achar' },
      { foodId: plain._id, quantity: 1 },
    ],
    phone: '(555) 123-4567',
    paymentMethod: 'pay at restaurant',
    pickupTime: await validPickupTime(app),
    ...overrides,
  };
}

/** Sends a pickup order of the usual basket (with the overrides) and answers the reply, whatever its status. */
export async function postPickupOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Partial<PickupOrderInput> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/pickup',
    headers,
    payload: await orderBody(app, overrides),
  });
}

export async function placeOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Partial<PickupOrderInput> = {},
): Promise<Order> {
  const response = await postPickupOrder(app, headers, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Order;
}

export async function setStatus(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: string,
  status: string,
) {
  return app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers, payload: { status } });
}

/** An order's row on the owner's pickups board. */
export async function boardRowOf(
  app: FastifyInstance,
  ownerHeaders: Record<string, string>,
  orderId: string,
): Promise<PickupRow> {
  const response = await app.inject({ method: 'GET', url: '/api/orders/pickups', headers: ownerHeaders });
  expect(response.statusCode).toBe(200);
  return (response.json().data as PickupRow[]).find((row) => row._id === orderId)!;
}
