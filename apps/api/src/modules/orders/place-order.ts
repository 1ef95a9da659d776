import { createHash } from 'node:crypto';
import {
  CUSTOMER_BLOCKED_MESSAGE,
  ORDER_PLACED_MESSAGE,
  replayedOrderMessage,
  PAYMENT_METHOD_SENT,
  pickupTimeProblem,
  type Order,
  type PickupOrderBody,
} from '@flame/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orders } from '../../db/schema';
import { assertUnderAccountLimit, type CustomerLimits } from '../../lib/customer-limits';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Caller } from './access';
import { giveMarketingConsent } from '../mail/marketing-consent';
import { insertCheckedOrder } from './insert-order';
import { assertNotSoldOut } from './sold-out-check';
import { assertOrderable } from './orderable-check';
import { priceOrderLines } from './order-lines';
import { readOrderContext } from './order-context';
import { assertTakingOrders } from './ordering-rules';
import { assertSlotHasRoom } from './slot-capacity';
import { toOrderDto, type OrderRow } from './order-dto';
import { newOrderEvent } from './new-order-event';

export const IDEMPOTENCY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

export interface PlacedOrder {
  order: Order;
  /** True when the key had already placed this order (a retry or a double click). */
  replayed: boolean;
  /** 'Order placed', or for a replay what the order is now. */
  message: string;
}

/** The same body gives the same hash, whatever the key order of its JSON. */
function requestHash(body: PickupOrderBody): string {
  const canonical = {
    items: body.items.map((item) => {
      const line = [item.foodId, item.quantity, item.specialInstructions ?? null];
      return item.choiceIds?.length ? [...line, [...new Set(item.choiceIds)].sort()] : line;
    }),
    phone: body.phone,
    paymentMethod: body.paymentMethod,
    pickupTime: new Date(body.pickupTime).toISOString(),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function isIdempotencyRace(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'orders_idempotency_unique';
}

const orderByKeyQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))),
    )
    .limit(1)
    .prepare('order_by_idempotency_key'),
);

async function findByKey(db: Database, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await orderByKeyQuery(db).execute({ userId, key });
  return row;
}

async function replay(db: Database, row: OrderRow, hash: string): Promise<PlacedOrder> {
  if (row.requestHash !== hash) throw conflict(IDEMPOTENCY_REUSED);
  const order = await toOrderDto(db, row);
  return { order, replayed: true, message: replayedOrderMessage(order.status) };
}

/**
 * `POST /api/orders/pickup`: checks the pickup time against the restaurant's rules, prices
 * every line from the database (discounts applied, rounded to cents, snapshotted), and with an
 * `Idempotency-Key` creates the order once however many times it is sent; the same key with another body is
 * refused. One account holds at most `limits.activeOrders` active orders: its orders are counted and written
 * under a lock of its row, so racing requests past the limit are refused (409) and a retried key still
 * answers its order. The 'created' event goes out with the insert statement itself, at its commit.
 */
export async function placePickupOrder(
  db: Database,
  limits: CustomerLimits,
  user: Caller & { name: string; email: string },
  body: PickupOrderBody,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<PlacedOrder> {
  const hash = requestHash(body);
  const foodIds = [...new Set(body.items.map((item) => item.foodId))];
  const context = await readOrderContext(db, { userId: user.id, key: idempotencyKey, foodIds, now });
  if (idempotencyKey && context.existingOrderId) {
    const existing = await findByKey(db, user.id, idempotencyKey);
    if (existing) return replay(db, existing, hash);
  }

  const { restaurantId, openingHours, timeZone, rules } = context;
  const pickupTime = new Date(body.pickupTime);
  assertTakingOrders(rules, now, timeZone, pickupTime);
  const problem = pickupTimeProblem(pickupTime, now, openingHours, timeZone, rules.pickup);
  if (problem) throw badRequest(problem, { pickupTime: [problem] });

  assertOrderable(foodIds, context.foods);
  assertNotSoldOut(context.foods, pickupTime);

  const orderId = newId();
  const { lines, totalCents } = priceOrderLines(context.foods, body.items, orderId);
  const { event, notification } = newOrderEvent({ id: orderId, userId: user.id, restaurantId }, now);
  const newOrder = {
    order: {
      id: orderId,
      userId: user.id,
      restaurantId,
      status: 'pending' as const,
      paymentMethod: PAYMENT_METHOD_SENT,
      phone: body.phone,
      pickupTime,
      totalCents,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
      source: 'online' as const,
      createdAt: now,
      updatedAt: now,
    },
    lines: lines.map((line) => line.row),
    event,
    confirmation: { id: newId(), recipient: user.email },
    restaurantCopyId: newId(),
    notification,
  };
  const placementLimits = { limits, capacity: rules.capacity };
  try {
    // Locked, checked and written in one statement; a consent to marketing is written in its transaction.
    const { checks, row } = body.marketingConsent
      ? await db.transaction(async (tx) => {
          const inserted = await insertCheckedOrder(tx, newOrder, placementLimits);
          if (inserted.row) await giveMarketingConsent(tx, user.id, now);
          return inserted;
        })
      : await insertCheckedOrder(db, newOrder, placementLimits);
    if (!row) {
      if (checks.blocked) throw forbidden(CUSTOMER_BLOCKED_MESSAGE);
      // A request with this key that was waiting on the lock: the order it placed is answered.
      if (checks.sameKeyOrderId) {
        const existing = await findByKey(db, user.id, idempotencyKey!);
        if (existing) return replay(db, existing, hash);
        throw new Error('The order of this Idempotency-Key was not found');
      }
      assertUnderAccountLimit(checks.activeOrders, limits, 'activeOrders', checks.account);
      assertSlotHasRoom(checks.slotTaken, rules.capacity);
      throw new Error('The order was not stored, though its checks let it in');
    }
    // Everything the answer shows was just written: no need to read it back.
    const order = await toOrderDto(db, row, {
      items: lines.map((line) => line.row),
      events: [event],
      reviews: [],
      customers: [{ id: user.id, name: user.name }],
    });
    return { order, replayed: false, message: ORDER_PLACED_MESSAGE };
  } catch (error) {
    if (!idempotencyKey || !isIdempotencyRace(error)) throw error;
    // Another request with this key committed first: answer its order.
    const winner = await findByKey(db, user.id, idempotencyKey);
    if (!winner) throw error;
    return replay(db, winner, hash);
  }
}
