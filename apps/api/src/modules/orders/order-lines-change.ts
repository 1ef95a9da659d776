import {
  ADJUSTMENT_OVER_TOTAL_MESSAGE,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderLinesBody,
} from '@flame/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderChanges, orderItems, orders, trackings, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import { ORDER_NOT_FOUND } from './access';
import { describeLineChanges } from './line-changes-text';
import { readOrderContext } from './order-context';
import { toOrderDto } from './order-dto';
import { publishOrderEvent } from './order-events';
import { priceOrderLines } from './order-lines';
import { assertOrderable } from './orderable-check';
import { assertNotSoldOut } from './sold-out-check';
import { notFound } from '../../lib/errors';

/** The statuses in which the restaurant may still change what is in an order. */
export const CHANGEABLE_STATUSES = ['pending', 'confirmed', 'preparing'] as const;

const notChangeable = (status: Order['status']) =>
  `The order is ${ORDER_STATUS_LABELS[status]}, so its lines can no longer change`;

/** Dishes the change adds, or adds more of: only these must be orderable now, as in a new order. */
function dishesAddedTo(
  before: readonly { foodId: string | null; quantity: number }[],
  items: OrderLinesBody['items'],
): string[] {
  const had = new Map<string, number>();
  for (const line of before)
    if (line.foodId) had.set(line.foodId, (had.get(line.foodId) ?? 0) + line.quantity);
  const wants = new Map<string, number>();
  for (const item of items) wants.set(item.foodId, (wants.get(item.foodId) ?? 0) + item.quantity);
  return [...wants].filter(([id, quantity]) => quantity > (had.get(id) ?? 0)).map(([id]) => id);
}

/**
 * `PUT /api/orders/{id}/lines` (the owner): the order's lines replaced by `items`, priced again as placement
 * prices them (menu price and options now, the dish's discount, rounded to cents), less the adjustment (at most
 * the lines' total). A dish added, or added more of, must be orderable as in a new order; a dish kept stays even
 * if it sold out since. The change is stored only on the version it was made on and while the order is pending,
 * confirmed or preparing: the UPDATE's WHERE holds both, so of racing changes one is stored and the others get
 * 409. The lines, the history entry, the customer's email and the live event go in one transaction.
 */
export async function changeOrderLines(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  orderId: string,
  body: OrderLinesBody,
  now: Date,
): Promise<Order> {
  const [current] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)));
  if (!current) throw notFound(ORDER_NOT_FOUND);
  if (!(CHANGEABLE_STATUSES as readonly string[]).includes(current.status)) {
    throw conflict(notChangeable(current.status));
  }
  if (current.version !== body.version) throw conflict(ORDER_CHANGED_MEANWHILE_MESSAGE);

  const before = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const foodIds = [...new Set(body.items.map((item) => item.foodId))];
  const context = await readOrderContext(db, { userId: '', key: undefined, foodIds, now });
  const added = dishesAddedTo(before, body.items);
  assertOrderable(added, context.foods);
  assertNotSoldOut(
    context.foods.filter((food) => added.includes(food.id)),
    current.pickupTime,
  );
  // A dish kept that is gone from the menu altogether can no longer be priced.
  assertOrderable(
    foodIds.filter((id) => !context.foods.some((food) => food.id === id)),
    context.foods,
  );
  const { lines, totalCents: linesCents } = priceOrderLines(context.foods, body.items, orderId);
  const adjustmentCents = body.adjustment ? Math.round(body.adjustment.amount * 100) : 0;
  if (adjustmentCents > linesCents) {
    throw badRequest(ADJUSTMENT_OVER_TOTAL_MESSAGE, { 'adjustment.amount': [ADJUSTMENT_OVER_TOTAL_MESSAGE] });
  }
  const adjustmentReason = body.adjustment?.reason ?? null;
  const rows = lines.map((line) => line.row);
  const changed = describeLineChanges(before, rows, {
    before: { cents: current.adjustmentCents, reason: current.adjustmentReason },
    after: { cents: adjustmentCents, reason: adjustmentReason },
  });
  if (changed.length === 0) return toOrderDto(db, current);

  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        totalCents: linesCents - adjustmentCents,
        adjustmentCents,
        adjustmentReason,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.version, body.version),
          inArray(orders.status, [...CHANGEABLE_STATUSES]),
        ),
      )
      .returning();
    if (!updated) throw conflict(ORDER_CHANGED_MEANWHILE_MESSAGE);
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await tx.insert(orderItems).values(rows);
    await tx
      .insert(orderChanges)
      .values({ id: newId(), orderId, by: 'restaurant', lines: changed, createdAt: now });
    await tx.update(trackings).set({ updatedAt: now }).where(eq(trackings.orderId, orderId));
    const recipient = await customerEmailOf(tx, updated);
    if (recipient) {
      await queueMail(tx, { kind: 'order_changed', recipient, payload: { orderId } }, now);
    }
    await publishOrderEvent(
      bus,
      {
        type: 'lines_changed',
        orderId,
        userId: updated.userId,
        restaurantId,
        status: updated.status,
        at: now.toISOString(),
        by: 'restaurant',
        orderNumber: updated.orderNumber,
      },
      tx,
    );
    return updated;
  });
  return toOrderDto(db, row);
}

/** Where the customer hears of a change: their account's email, or the one given with a staff order. */
async function customerEmailOf(
  tx: Pick<Database, 'select'>,
  order: { userId: string | null; customerEmail: string | null },
): Promise<string | null> {
  if (!order.userId) return order.customerEmail;
  const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return customer?.email ?? null;
}
