import {
  isTerminalStatus,
  isOpenOnCalendarAt,
  ORDER_STATUS_LABELS,
  PICKUP_STEP_MINUTES,
  PICKUP_MOVE_OVER_CAPACITY_FIELD,
  PICKUP_TIME_MESSAGES,
  pickupMovedMessage,
  pickupMoveSlotFullMessage,
  pickupRuleMessages,
  type Order,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orders, restaurants, trackings, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import { serviceScheduleOf } from '../restaurant/service-schedule';
import { ownedOrderForUpdate } from './access';
import { toOrderDto, type OrderRow } from './order-dto';
import { publishOrderEvent } from './order-events';
import { lockedSlotCount } from './slot-capacity';

/** How the owner moves: `overCapacity` lets the order into a slot that already holds its limit. */
export interface MoveChoice {
  overCapacity?: boolean | undefined;
}

export const PICKUP_MOVE_MESSAGES = {
  notLater: 'The new pickup time must be later than the current one',
  past: 'The new pickup time must be in the future',
} as const;

const inactive = (status: Order['status']) =>
  `The order is ${ORDER_STATUS_LABELS[status]}, so its pickup time can no longer change`;

/**
 * `PATCH /api/orders/{id}/pickup-time` (the owner): moves an active order's pickup later, on the pickup steps,
 * inside the hours of that date (a special day's when it has one) and inside the ordering window a new order has
 * (it may come closer than the lead time allows a new order). A slot holding its 'orders per pickup slot' takes
 * the order only with `overCapacity`, else 409. The order row, a history entry, the customer's email and the live
 * event go together, at commit.
 */
export async function movePickupTime(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  orderId: string,
  pickupTime: Date,
  now: Date,
  choice: MoveChoice = {},
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const order = await ownedOrderForUpdate(tx, restaurantId, orderId);
    return movePickupTimeOf(tx, bus, order, pickupTime, now, choice);
  });
  return toOrderDto(db, row);
}

/**
 * Moves the pickup of an order locked in `tx` (the rules above), with its history entry, email and live event.
 * The tracking's estimated time follows, since it is the pickup time.
 */
export async function movePickupTimeOf(
  tx: Transaction,
  bus: EventBus,
  order: OrderRow,
  pickupTime: Date,
  now: Date,
  { overCapacity = false }: MoveChoice = {},
): Promise<OrderRow> {
  if (isTerminalStatus(order.status)) throw conflict(inactive(order.status));
  const problem = (message: string) => badRequest(message, { pickupTime: [message] });
  if (pickupTime.getTime() % (PICKUP_STEP_MINUTES * 60_000) !== 0) throw problem(PICKUP_TIME_MESSAGES.step);
  if (pickupTime.getTime() <= order.pickupTime.getTime()) throw problem(PICKUP_MOVE_MESSAGES.notLater);
  if (pickupTime.getTime() <= now.getTime()) throw problem(PICKUP_MOVE_MESSAGES.past);
  const { hours, specialDays, timeZone } = await serviceScheduleOf(tx, order.restaurantId, now);
  if (!isOpenOnCalendarAt(hours, specialDays, pickupTime, timeZone)) {
    throw problem(PICKUP_TIME_MESSAGES.closed);
  }
  const [rules] = await tx
    .select({
      leadMinutes: restaurants.pickupLeadMinutes,
      windowDays: restaurants.pickupWindowDays,
      capacity: restaurants.pickupSlotCapacity,
    })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  if (rules && pickupTime.getTime() > now.getTime() + rules.windowDays * 24 * 60 * 60_000) {
    throw problem(pickupRuleMessages(rules).tooLate);
  }
  if (rules?.capacity != null) {
    // The slot's lock is held until commit, so racing moves and orders cannot all pass the count.
    const taken = await lockedSlotCount(tx, order.restaurantId, pickupTime);
    if (taken >= rules.capacity && !overCapacity) {
      const message = pickupMoveSlotFullMessage(taken, rules.capacity);
      throw new AppError(409, message, { [PICKUP_MOVE_OVER_CAPACITY_FIELD]: [message] });
    }
  }

  const [updated] = await tx
    .update(orders)
    .set({ pickupTime, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId: order.id,
    status: order.status,
    message: pickupMovedMessage(pickupTime, now, timeZone),
    createdAt: now,
  });
  await tx.update(trackings).set({ updatedAt: now }).where(eq(trackings.orderId, order.id));
  if (order.userId) {
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (customer) {
      await queueMail(
        tx,
        {
          kind: 'order_pickup_moved',
          recipient: customer.email,
          payload: { orderId: order.id },
        },
        now,
      );
    }
  }
  await publishOrderEvent(
    bus,
    {
      type: 'pickup_moved',
      orderId: order.id,
      userId: order.userId,
      restaurantId: order.restaurantId,
      status: order.status,
      at: now.toISOString(),
    },
    tx,
  );
  return updated!;
}
