import {
  ORDER_STATUS_MESSAGES,
  orderShortCode,
  PICKUP_RECENT_HOURS,
  toDollars,
  type AdminOrderStatus,
  type OrderStatus,
  type PickupRow,
  type PickupsQuery,
} from '@flame/shared';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import type { Clock } from '../../plugins/clock';
import type { EventBus } from '../../plugins/event-bus';
import { outsideHoursOfOrders } from '../restaurant/outside-hours';
import { ownedOrderForUpdate } from './access';
import { applyStatusChange, assertTransition } from './status-change';
import { readTogether } from '../../db/read-together';

const ACTIVE: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];
const CLOSED: OrderStatus[] = ['completed', 'cancelled', 'delivered'];
const RECENT_LIMIT = 50;
const HOUR_MS = 60 * 60 * 1000;

type Executor = Pick<Database, 'select'>;

/** The board's rows of these orders: customer name (or 'Guest'), and the lines with their options, in one query each. */
async function toPickupRows(db: Executor, rows: (typeof orders.$inferSelect)[]): Promise<PickupRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null))];
  const restaurantIds = [...new Set(rows.map((row) => row.restaurantId))];
  const [lines, customers, ...outsideHours] = await readTogether(db, [
    () =>
      db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          options: orderItems.options,
          specialInstructions: orderItems.specialInstructions,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
    () =>
      userIds.length
        ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
        : Promise.resolve([]),
    ...restaurantIds.map(
      (restaurantId) => () =>
        outsideHoursOfOrders(
          db,
          restaurantId,
          rows.filter((row) => row.restaurantId === restaurantId),
        ),
    ),
  ]);
  const outsideHoursOf = (orderId: string) =>
    outsideHours.find((found) => found.has(orderId))?.get(orderId) ?? null;
  const linesOf = (orderId: string) => lines.filter((line) => line.orderId === orderId);
  const nameOf = new Map(customers.map((c) => [c.id, c.name]));
  return rows.map((row) => ({
    _id: row.id,
    shortId: orderShortCode(row.id, 8),
    orderNumber: row.orderNumber,
    source: row.source,
    customerName: row.customerName || (row.userId && nameOf.get(row.userId)) || 'Guest',
    phone: row.phone,
    itemCount: linesOf(row.id).reduce((sum, line) => sum + line.quantity, 0),
    items: linesOf(row.id).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      options: line.options.map((option) => ({
        group: option.group,
        name: option.name,
        priceDelta: toDollars(option.priceDeltaCents),
      })),
      specialInstructions: line.specialInstructions,
    })),
    total: toDollars(row.totalCents),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    pickupTime: row.pickupTime.toISOString(),
    cancelledBy: row.status === 'cancelled' ? row.cancelledBy : null,
    cancellationReason: row.status === 'cancelled' ? row.cancellationReason : null,
    outsideHours: outsideHoursOf(row.id),
  }));
}

/**
 * `GET /api/orders/pickups`: the restaurant's active pickup orders by pickup time, earliest first (the kitchen
 * cooks for the time the customer comes, and a pre-order for another day waits below tonight's), orders for the
 * same time in the order they were placed; then, unless only active ones are asked for, those closed among the
 * orders of the last 24 hours (newest first). Both read the index `orders_restaurant_status_idx`
 * (restaurant, status, created_at); the few active orders are sorted after it.
 */
export async function listPickups(
  db: Database,
  restaurantId: string,
  { view }: PickupsQuery,
  now: Date,
): Promise<PickupRow[]> {
  const active = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), inArray(orders.status, ACTIVE)))
    .orderBy(asc(orders.pickupTime), asc(orders.createdAt), asc(orders.id));
  const closed =
    view === 'active'
      ? []
      : await db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.restaurantId, restaurantId),
              inArray(orders.status, CLOSED),
              gte(orders.createdAt, new Date(now.getTime() - PICKUP_RECENT_HOURS * HOUR_MS)),
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(RECENT_LIMIT);
  return toPickupRows(db, [...active, ...closed]);
}

/**
 * `PUT /api/orders/pickups/status`: the owner moves one of the restaurant's orders along the pickup flow
 * (pending → confirmed → preparing → ready → completed, or cancelled); an impossible change is a 409 that changes nothing.
 */
export async function updatePickupStatus(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  orderId: string,
  status: AdminOrderStatus,
  clock: Clock,
): Promise<PickupRow> {
  const row = await db.transaction(async (tx) => {
    const order = await ownedOrderForUpdate(tx, restaurantId, orderId);
    assertTransition(order.status, status);
    return applyStatusChange(tx, bus, order, {
      status,
      message: ORDER_STATUS_MESSAGES[status],
      by: 'restaurant',
      now: clock(),
    });
  });
  const [pickup] = await toPickupRows(db, [row]);
  return pickup!;
}
