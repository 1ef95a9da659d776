import {
  CUSTOMER_BLOCK_MESSAGES,
  isTerminalStatus,
  ORDER_STATUS_MESSAGES,
  orderShortCode,
  toDollars,
  type BlockedCustomer,
  type CustomerBlockBody,
  type OrderCustomer,
} from '@flame/shared';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerBlocks, orders, users } from '../../db/schema';
import { lockAccount } from '../../lib/customer-limits';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { EventBus } from '../../plugins/event-bus';
import { ORDER_NOT_FOUND, ownedOrderForUpdate } from './access';
import { applyStatusChange } from './status-change';

type Executor = Pick<Database, 'select'>;

async function openOrdersOf(db: Executor, restaurantId: string, userId: string) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      pickupTime: orders.pickupTime,
      status: orders.status,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.userId, userId),
        notInArray(orders.status, ['completed', 'cancelled']),
      ),
    )
    .orderBy(asc(orders.pickupTime));
  return rows.map((row) => ({
    _id: row.id,
    shortId: orderShortCode(row.id, 8),
    orderNumber: row.orderNumber,
    pickupTime: row.pickupTime.toISOString(),
    status: row.status,
    total: toDollars(row.totalCents),
  }));
}

/** `GET /api/orders/{id}/customer`: the customer of an order of the owner's restaurant, for the block dialog. */
export async function customerOfOrder(
  db: Database,
  restaurantId: string,
  orderId: string,
): Promise<OrderCustomer> {
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!order.userId) throw notFound(CUSTOMER_BLOCK_MESSAGES.notFound);
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) throw notFound(CUSTOMER_BLOCK_MESSAGES.notFound);
  const [block] = await db
    .select()
    .from(customerBlocks)
    .where(and(eq(customerBlocks.restaurantId, restaurantId), eq(customerBlocks.userId, customer.id)));
  return {
    customer: { _id: customer.id, name: customer.name, email: customer.email },
    blocked: block ? { reason: block.reason, blockedAt: block.createdAt.toISOString() } : null,
    openOrders: await openOrdersOf(db, restaurantId, customer.id),
  };
}

/**
 * Blocks a customer at the restaurant and cancels the open orders named, each with the reason (which the
 * customer reads, by email and on the order), all in one transaction under the account's lock, the lock its
 * orders and bookings take: none slips in beside the block. Blocking again keeps the first date and takes the
 * new reason.
 */
export async function blockCustomer(
  db: Database,
  bus: EventBus,
  owner: { restaurantId: string; userId: string },
  userId: string,
  body: Required<CustomerBlockBody>,
  now: Date,
): Promise<BlockedCustomer> {
  if (userId === owner.userId) throw badRequest(CUSTOMER_BLOCK_MESSAGES.ownAccount);
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [customer] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!customer) throw notFound(CUSTOMER_BLOCK_MESSAGES.notFound);
    const [block] = await tx
      .insert(customerBlocks)
      .values({ restaurantId: owner.restaurantId, userId, reason: body.reason, createdAt: now })
      .onConflictDoUpdate({
        target: [customerBlocks.restaurantId, customerBlocks.userId],
        set: { reason: body.reason },
      })
      .returning();
    const ids = [...new Set(body.cancelOrderIds)];
    for (const orderId of ids) {
      const order = await ownedOrderForUpdate(tx, owner.restaurantId, orderId);
      if (order.userId !== userId || isTerminalStatus(order.status)) {
        throw conflict(CUSTOMER_BLOCK_MESSAGES.notTheirs);
      }
      await applyStatusChange(tx, bus, order, {
        status: 'cancelled',
        message: body.reason
          ? `${ORDER_STATUS_MESSAGES.cancelled}: ${body.reason}`
          : ORDER_STATUS_MESSAGES.cancelled,
        by: 'restaurant',
        reason: body.reason || undefined,
        now,
      });
    }
    return {
      _id: customer.id,
      name: customer.name,
      email: customer.email,
      reason: block!.reason,
      blockedAt: block!.createdAt.toISOString(),
      cancelledOrders: ids.length,
    };
  });
}

export async function unblockCustomer(db: Database, restaurantId: string, userId: string): Promise<void> {
  const removed = await db
    .delete(customerBlocks)
    .where(and(eq(customerBlocks.restaurantId, restaurantId), eq(customerBlocks.userId, userId)))
    .returning({ userId: customerBlocks.userId });
  if (removed.length === 0) throw notFound(CUSTOMER_BLOCK_MESSAGES.notBlocked);
}

export async function blockedCustomers(db: Database, restaurantId: string): Promise<BlockedCustomer[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      reason: customerBlocks.reason,
      createdAt: customerBlocks.createdAt,
    })
    .from(customerBlocks)
    .innerJoin(users, eq(users.id, customerBlocks.userId))
    .where(eq(customerBlocks.restaurantId, restaurantId))
    .orderBy(desc(customerBlocks.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    blockedAt: row.createdAt.toISOString(),
    cancelledOrders: 0,
  }));
}
