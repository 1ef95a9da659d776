import {
  canCustomerCancel,
  canReview,
  CUSTOMER_CANCEL_MESSAGE,
  ORDER_STATUS_MESSAGES,
  type AdminOrderStatus,
  type Order,
  type ReviewBody,
} from '@flame/shared';
import { desc, eq, inArray, isNotNull, sql, and } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foods, orderItems, orders, reviews, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Clock } from '../../plugins/clock';
import type { EventBus } from '../../plugins/event-bus';
import { orderFor, ownedOrderForUpdate, type Caller } from './access';
import { confirmationNoticeOf } from './confirmation-notice';
import { toOrderDto, toOrderDtos } from './order-dto';
import { applyStatusChange, assertTransition } from './status-change';

export const CANCEL_REFUSED = 'Only pending or confirmed orders can be cancelled';
export const REVIEW_TWICE = 'You have already reviewed this order';
export const REVIEW_TOO_EARLY = 'You can review an order once it has been picked up';

/** The caller's own orders, newest first. */
export async function listOrders(db: Database, user: Caller): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrderDtos(db, rows);
}

export async function getOrder(db: Database, user: Caller, orderId: string): Promise<Order> {
  const row = await orderFor(db, user, orderId);
  const [order, confirmationNotice] = await Promise.all([toOrderDto(db, row), confirmationNoticeOf(db, row)]);
  return { ...order, confirmationNotice };
}

/** The customer cancels their own order while it is pending or confirmed. */
export async function cancelOrder(
  db: Database,
  bus: EventBus,
  user: Caller,
  orderId: string,
  clock: Clock,
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const order = await orderFor(tx, user, orderId, { allowOwner: false, lock: true });
    if (!canCustomerCancel(order.status)) throw conflict(CANCEL_REFUSED);
    return applyStatusChange(tx, bus, order, {
      status: 'cancelled',
      message: CUSTOMER_CANCEL_MESSAGE,
      by: 'customer',
      now: clock(),
    });
  });
  return toOrderDto(db, row);
}

/** The owner moves an order of their restaurant along the pickup flow; a cancellation may say why. */
export async function changeOrderStatus(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  orderId: string,
  status: AdminOrderStatus,
  reason: string | undefined,
  clock: Clock,
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const order = await ownedOrderForUpdate(tx, restaurantId, orderId);
    assertTransition(order.status, status);
    return applyStatusChange(tx, bus, order, {
      status,
      message: reason ? `${ORDER_STATUS_MESSAGES[status]}: ${reason}` : ORDER_STATUS_MESSAGES[status],
      by: 'restaurant',
      reason: reason || undefined,
      now: clock(),
    });
  });
  return toOrderDto(db, row);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

/**
 * One review per order, by its customer, once it is picked up. It counts toward the
 * restaurant's rating and the rating of every dish in the order.
 */
export async function addReview(
  db: Database,
  user: Caller,
  orderId: string,
  body: ReviewBody,
  now: Date,
): Promise<Order> {
  try {
    await db.transaction(async (tx) => {
      const order = await orderFor(tx, user, orderId, { allowOwner: false, lock: true });
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.orderId, order.id))
        .limit(1);
      if (existing) throw conflict(REVIEW_TWICE);
      if (!canReview(order.status, false)) throw conflict(REVIEW_TOO_EARLY);
      const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      await tx.insert(reviews).values({
        id: newId(),
        orderId: order.id,
        userId: user.id,
        restaurantId: order.restaurantId,
        authorName: author?.name ?? 'Guest',
        rating: body.rating,
        text: body.text,
        createdAt: now,
      });
      const dishes = tx
        .selectDistinct({ id: orderItems.foodId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.foodId)));
      await tx
        .update(foods)
        .set({
          ratingSum: sql`${foods.ratingSum} + ${body.rating}`,
          reviewCount: sql`${foods.reviewCount} + 1`,
        })
        .where(inArray(foods.id, dishes));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_TWICE);
    throw error;
  }
  return getOrder(db, user, orderId);
}
