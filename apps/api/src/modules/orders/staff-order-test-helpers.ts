import { pickupSlots, type Food, type Order } from '@flame/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { currentOpeningHours } from '../restaurant/service';
import { menu } from './order-test-helpers';

/** Test helpers of staff orders and order changes (not a test file). */

/** A clock the tests set: half an hour before tomorrow's opening, so the first slot is inside the lead time. */
export const clock: { now: Date | undefined } = { now: undefined };

/** Tomorrow's first pickup slot (real time), and the clock set 30 minutes before it. */
export async function startClockBeforeOpening(app: FastifyInstance): Promise<string> {
  clock.now = undefined;
  const { openingHours, timeZone } = await currentOpeningHours(app.db);
  const first = pickupSlots(new Date(), openingHours, timeZone)[1]!.slots[0]!.value;
  clock.now = new Date(Date.parse(first) - 30 * 60_000);
  return first;
}

export async function dish(app: FastifyInstance, name: string): Promise<Food> {
  const found = (await menu(app)).find((food) => food.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

export function choiceId(food: Food, groupName: string, choiceName: string): string {
  const group = food.optionGroups.find((each) => each.name === groupName)!;
  return group.choices.find((choice) => choice.name === choiceName)!._id;
}

export function staffOrder(app: FastifyInstance, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/api/orders/staff', headers, payload });
}

export function changeLines(
  app: FastifyInstance,
  headers: Record<string, string>,
  order: Pick<Order, '_id' | 'version'>,
  payload: object,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/orders/${order._id}/lines`,
    headers,
    payload: { version: order.version, ...payload },
  });
}
